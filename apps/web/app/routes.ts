import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes'

/** §2 route table. Everything under `layouts/signed-in` needs a session. */
export default [
  route('home', 'routes/redirect-home.tsx'),
  // Issue 15: what a visitor added before signing in is added after (no page of its own).
  route('cart/pending', 'routes/cart-pending.tsx'),
  // ADR 021: a shared page's customer, asked for by the browser (JSON, no page of its own).
  route('visitor', 'routes/visitor.ts'),
  // §2 Translate page: the description's pop-up window, without header and footer.
  route('other-market/translate/:shopId/:id', 'routes/other-market/translate.tsx', {
    id: 'other-market-translate',
  }),
  layout('routes/layouts/site.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forget-password', 'routes/forget-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('products/:shopId', 'routes/products.tsx', { id: 'products' }),
    route('products/:shopId/:id', 'routes/product.tsx', { id: 'product' }),

    route('contact-us', 'routes/contact-us.tsx', { id: 'contact-us' }),
    // Issue 22: a notice mail's unsubscribe link.
    route('unsubscribe', 'routes/unsubscribe.tsx', { id: 'unsubscribe' }),
    route('about-us', 'routes/about-us.tsx', { id: 'about-us' }),
    route('blogs', 'routes/blogs.tsx', { id: 'blogs' }),
    route('blogs/:id', 'routes/blog.tsx', { id: 'blog' }),
    // §2 Help pages, around one side menu (features/content/help-layout.tsx); the pages staff
    // write share one module.
    route('newbie', 'routes/help-page.tsx', { id: 'newbie' }),
    route('manual', 'routes/help-page.tsx', { id: 'manual' }),
    route('question-and-answer', 'routes/question-and-answer.tsx', { id: 'question-and-answer' }),
    route('price-list', 'routes/price-list.tsx', { id: 'price-list' }),
    route('service-price-table', 'routes/service-price-table.tsx', { id: 'service-price-table' }),
    route('policy', 'routes/help-page.tsx', { id: 'policy' }),
    route('payment-information', 'routes/payment-information.tsx', { id: 'payment-information' }),

    ...prefix('other-market', [
      route('products/:shopId', 'routes/other-market/products.tsx', {
        id: 'other-market-products',
      }),
      route('search', 'routes/other-market/search.tsx', { id: 'other-market-search' }),
      // §4 Search: a pasted link opens its item.
      route('link', 'routes/other-market/link.tsx', { id: 'other-market-link' }),
      route('home/:shopId', 'routes/other-market/home.tsx', { id: 'other-market-home' }),
      // §2 Ecoring section; both lists are one module (its loader tells them apart by path).
      route('ecoring', 'routes/ecoring-layout.tsx', [
        index('routes/ecoring-index.tsx'),
        route('preview', 'routes/ecoring-list.tsx', { id: 'ecoring-preview' }),
        route('timelimit', 'routes/ecoring-list.tsx', { id: 'ecoring-timelimit' }),
        route('realtime', 'routes/ecoring-realtime.tsx', { id: 'ecoring-realtime' }),
      ]),
      route('ecoring/detail/:option/:id', 'routes/ecoring-detail.tsx', { id: 'ecoring-detail' }),
      route(':shopId', 'routes/other-market/category.tsx', { id: 'other-market-category' }),
      route(':shopId/:id', 'routes/other-market-item.tsx', { id: 'other-market-detail' }),
      route(':shopId/seller-shop/:sellerShopId', 'routes/other-market-seller-shop.tsx', {
        id: 'other-market-seller-shop',
      }),
    ]),

    layout('routes/layouts/signed-in.tsx', [
      route('cart', 'routes/cart.tsx', { id: 'cart' }),
      // Beyond §2: the cart's selection is checked out on a page of its own (items in the query).
      route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
      // Issue 15: after checkout and paying several orders with one transfer; full-width pages.
      route('customer/orders/placed', 'routes/customer/orders-placed.tsx', {
        id: 'customer-orders-placed',
      }),
      route('customer/payments', 'routes/customer/payments-new.tsx', { id: 'customer-payments' }),
      route('customer/payments/:id', 'routes/customer/payment.tsx', { id: 'customer-payment' }),
      // §2 Direct checkout: one market item bought without the cart (issue 18).
      route('other-market/:shopId/payment', 'routes/direct-checkout.tsx', {
        id: 'other-market-payment',
      }),
      route('customer', 'routes/customer/layout.tsx', [
        index('routes/customer/index.tsx'),
        route('user-info', 'routes/customer/user-info.tsx'),
        route('address', 'routes/customer/address.tsx'),
        route('orders', 'routes/customer/orders.tsx', { id: 'customer-orders' }),
        route('orders/:id', 'routes/customer/order.tsx', { id: 'customer-order' }),
        route('wallet', 'routes/customer/wallet.tsx', { id: 'customer-wallet' }),
        route('wallet/:id', 'routes/customer/wallet-detail.tsx', { id: 'customer-wallet-detail' }),
        route('gift', 'routes/customer/gift.tsx'),
        route('notifications', 'routes/customer/notifications.tsx', {
          id: 'customer-notifications',
        }),
        route('support', 'routes/customer/support.tsx', { id: 'customer-support' }),
        // Beyond §2: one request with its pictures and the conversation with staff (issue 21).
        route('support/:id', 'routes/customer/support-ticket.tsx', {
          id: 'customer-support-ticket',
        }),
        route('auction-log', 'routes/customer/auction-log.tsx', { id: 'customer-auction-log' }),
      ]),
    ]),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
