import {
  AccountDeleted,
  AccountSessionList,
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  EmailChangeRequested,
  SessionParams,
  SignedOutSessions,
} from './account-self-service.ts'
import { UpdateUserInput, UserInfo, UserInfoList } from './accounts.ts'
import { Address, AddressInput } from './addresses.ts'
import {
  AuctionBidInput,
  AuctionLogList,
  BidAnswer,
  BidList,
  BidListQuery,
  BidTaskOutcome,
  PermissionAnswer,
  PermissionQuery,
  PermissionRequest,
  PermissionRequested,
  PermissionRequestInput,
  StaffBidTaskList,
  StaffBidTaskQuery,
  StaffBidTaskRecorded,
  StaffPermissionList,
  StaffPermissionQuery,
  Timedown,
  TimedownQuery,
} from './auctions.ts'
import {
  AssignTransferInput,
  BankTransfer,
  BankTransferList,
  ResolveTransferInput,
  SimulateTransferInput,
} from './banking.ts'
import { Cart, CartLineInput, ClearCartInput } from './cart.ts'
import {
  OriginList,
  Product,
  ProductCategoryList,
  ProductList,
  ProductSuggestions,
} from './catalog.ts'
import {
  CheckoutInput,
  CheckoutOrders,
  CreatedOrder,
  CreateOrderInput,
  DirectQuoteInput,
  Quote,
  QuoteInput,
} from './checkout.ts'
import {
  ContactInput,
  ContentPage,
  ContentPageInput,
  HelpPageSlug,
  Post,
  PostCategoryList,
  PostInput,
  PostList,
  StaffTicket,
  StaffTicketList,
  StaffTicketReplyInput,
  SupportInput,
  Ticket,
  TicketList,
  TicketReplyInput,
} from './content.ts'
import {
  EcoringBidInput,
  EcoringCategories,
  EcoringDetail,
  EcoringDetailQuery,
  EcoringFilterConfig,
  EcoringList,
  EcoringListQuery,
  EcoringLotInput,
} from './ecoring.ts'
import { Estimate, EstimateInput } from './estimate.ts'
import { AmountWithConditions } from './fx.ts'
import { DistrictList, ProvinceList, Ward, WardList } from './geo.ts'
import { HomeCollections, HomeCollectionsQuery, HomeConfig, HomeConfigDocument } from './home.ts'
import { idText } from './ids.ts'
import { ActivateInvitationInput, InvitationActivation, InvitationSummary } from './invitation.ts'
import type { ListSpec } from './list-query.ts'
import {
  addressListSpec,
  areaListSpec,
  auctionLogListSpec,
  categoryListSpec,
  currencyListSpec,
  districtListSpec,
  exchangeRateSpec,
  noQuerySpec,
  notificationListSpec,
  orderItemListSpec,
  orderListSpec,
  orderStatusListSpec,
  originListSpec,
  postCategoryListSpec,
  postListSpec,
  postSpec,
  productListSpec,
  productSpec,
  provinceListSpec,
  reviewListSpec,
  shipmentMethodListSpec,
  staffBankTransferListSpec,
  staffTicketListSpec,
  staffWithdrawalListSpec,
  suggestionSpec,
  ticketListSpec,
  topProductsSpec,
  transactionListSpec,
  userListSpec,
  walletListSpec,
  wardListSpec,
  wardSpec,
  withdrawalListSpec,
} from './list-specs.ts'
import {
  CrossSearch,
  CrossSearchQuery,
  MarketCategories,
  MarketDetail,
  MarketDetailQuery,
  MarketEventList,
  MarketEventParams,
  MarketEventProducts,
  MarketFiltersDocument,
  MarketListQuery,
  MarketShopParams,
  MarketSortsDocument,
  MarketSuggestions,
  MarketSuggestQuery,
  ProductInfoByUrl,
  ProductInfoByUrlInput,
  SellerReviewQuery,
  SellerShopQuery,
  TopMarketProducts,
  TranslateAnswer,
  TranslateInput,
} from './market-api.ts'
import { MarketList, SellerReview, SellerShop } from './market-items.ts'
import {
  NotificationPreferencesInput,
  NotificationSettings,
  PushEndpointInput,
  PushSubscriptionInput,
  Unsubscribed,
  UnsubscribeInput,
} from './notification-channels.ts'
import { MarkNotificationsRead, NotificationList } from './notifications.ts'
import {
  AddBoxInput,
  AdvanceOrderInput,
  AreaList,
  BoxEventInput,
  CancelOrderInput,
  Order,
  OrderItemList,
  OrderList,
} from './orders.ts'
import { paged } from './paging.ts'
import {
  BankAccountResponse,
  PaymentGroupInput,
  PaymentGroupResponse,
  PaymentInformationQuery,
  PaymentInformationResponse,
  TopUpQuery,
  TopUpResponse,
} from './payments.ts'
import { PriceList, PriceListDocument } from './pricing.ts'
import { CurrencyList, OrderStatusList, ShipmentMethodList } from './reference.ts'
import { Review, ReviewInput, ReviewList } from './reviews.ts'
import {
  ChargedOrder,
  ChargeInput,
  DepositInput,
  PostedDeposit,
  TransactionList,
  Wallet,
  WalletList,
} from './wallet.ts'
import {
  Withdrawal,
  WithdrawalInput,
  WithdrawalList,
  WithdrawalPaidInput,
  WithdrawalRejectInput,
} from './withdrawals.ts'
import { z } from './zod.ts'

/**
 * One endpoint of the API: its path parameters, its query (a list spec, or a plain query
 * schema), its body and the answer of a success (null when it has none: a 204).
 */
export type ApiEndpoint = {
  params?: z.ZodObject
  list?: ListSpec
  query?: z.ZodType
  body?: z.ZodType
  answer: z.ZodType | null
}

const one = <T extends z.ZodType>(item: T) => z.object({ data: item })
const byId = z.object({ id: idText() })
const byCustomer = z.object({ userId: idText() })
const bySlug = z.object({ slug: HelpPageSlug })
const text = z.string()
const optional = z.string().optional()

/**
 * Better Auth's endpoints the storefront calls (one catch-all route on the server, no zod
 * schema there): the fields each reads, as the web app sends them. A refusal carries its `code`.
 */
const auth = {
  'POST /api/auth/sign-up/email': {
    body: z.object({
      name: text,
      email: text,
      password: text,
      lang: optional,
      callbackURL: optional,
    }),
    answer: z.unknown(),
  },
  'POST /api/auth/sign-in/email': {
    body: z.object({ email: text, password: text, rememberMe: z.boolean().optional() }),
    answer: z.unknown(),
  },
  'POST /api/auth/sign-in/social': {
    body: z.object({ provider: text, callbackURL: optional, errorCallbackURL: optional }),
    answer: z.object({ url: z.string().optional() }),
  },
  'POST /api/auth/request-password-reset': {
    body: z.object({ email: text, redirectTo: optional }),
    answer: z.unknown(),
  },
  'POST /api/auth/reset-password': {
    body: z.object({ newPassword: text, token: optional }),
    answer: z.unknown(),
  },
  'POST /api/auth/sign-out': { body: z.object({}), answer: z.unknown() },
} as const satisfies Record<string, ApiEndpoint>

/**
 * §7: every JSON endpoint of the API, by `METHOD /path/{param}`. The server's routes use the
 * same specs and schemas (test/route-table.test.ts holds them to this table); the typed client
 * builds its requests and types its answers from it.
 */
export const endpoints = {
  ...auth,
  // accounts
  'GET /api/users': { list: userListSpec, answer: UserInfoList },
  'PUT /api/users/{id}': { params: byId, body: UpdateUserInput, answer: one(UserInfo) },
  'POST /api/staff/users/{id}/disable': { params: byId, answer: one(UserInfo) },
  'POST /api/users/{id}/password': { params: byId, body: ChangePasswordInput, answer: null },
  'POST /api/users/{id}/email': {
    params: byId,
    body: ChangeEmailInput,
    answer: one(EmailChangeRequested),
  },
  'GET /api/users/{id}/sessions': { params: byId, answer: AccountSessionList },
  'POST /api/users/{id}/sessions/sign-out-others': { params: byId, answer: one(SignedOutSessions) },
  'DELETE /api/users/{id}/sessions/{sessionId}': { params: SessionParams, answer: null },
  'POST /api/users/{id}/deletion': {
    params: byId,
    body: DeleteAccountInput,
    answer: one(AccountDeleted),
  },
  'GET /api/invitation-codes/mine': { answer: one(InvitationSummary) },
  'POST /api/invitation-codes/activations': {
    body: ActivateInvitationInput,
    answer: one(InvitationActivation),
  },
  // addresses
  'GET /api/addresses': { list: addressListSpec, answer: paged(Address) },
  'GET /api/addresses/{id}': { params: byId, answer: one(Address) },
  'POST /api/addresses': { body: AddressInput, answer: one(Address) },
  'PUT /api/addresses/{id}': { params: byId, body: AddressInput, answer: one(Address) },
  'DELETE /api/addresses/{id}': { params: byId, answer: null },
  // catalog
  'GET /api/products': { list: productListSpec, answer: ProductList },
  'GET /api/product-suggestions': { list: suggestionSpec, answer: ProductSuggestions },
  'GET /api/products/{id}': { params: byId, list: productSpec, answer: one(Product) },
  'GET /api/product-categories': { list: categoryListSpec, answer: ProductCategoryList },
  'GET /api/origins': { list: originListSpec, answer: OriginList },
  'GET /api/top-products-for-sale': { list: topProductsSpec, answer: ProductList },
  // cart
  'GET /market/cart/{userId}': { params: byCustomer, answer: Cart },
  'PUT /market/cart/{userId}': { params: byCustomer, body: CartLineInput, answer: Cart },
  'POST /market/cart/clear-cart/{userId}': {
    params: byCustomer,
    body: ClearCartInput,
    answer: Cart,
  },
  // fx
  'GET /api/currencies': { list: currencyListSpec, answer: CurrencyList },
  'GET /api/amount-with-conditions': { list: exchangeRateSpec, answer: AmountWithConditions },
  // geo
  'GET /api/provinces': { list: provinceListSpec, answer: ProvinceList },
  'GET /api/districts': { list: districtListSpec, answer: DistrictList },
  'GET /api/wards': { list: wardListSpec, answer: WardList },
  'GET /api/wards/{id}': {
    params: z.object({ id: z.string().regex(/^\d{1,6}$/) }),
    list: wardSpec,
    answer: one(Ward),
  },
  // home
  'GET /api/home-config': { list: noQuerySpec, answer: one(HomeConfig) },
  'GET /market/static/home-config/home-config.json': { list: noQuerySpec, answer: HomeConfig },
  'PUT /api/staff/home-config': { body: HomeConfigDocument, answer: one(HomeConfig) },
  'GET /api/home-collections': { query: HomeCollectionsQuery, answer: one(HomeCollections) },
  // markets
  'GET /market/v3/search': { query: CrossSearchQuery, answer: CrossSearch },
  'GET /market/v3/{shop}': { params: MarketShopParams, query: MarketListQuery, answer: MarketList },
  'GET /market/v3/{shop}/detail': {
    params: MarketShopParams,
    query: MarketDetailQuery,
    answer: MarketDetail,
  },
  'GET /market/v3/{shop}/seller-shop': {
    params: MarketShopParams,
    query: SellerShopQuery,
    answer: SellerShop,
  },
  'GET /market/v3/{shop}/seller-review': {
    params: MarketShopParams,
    query: SellerReviewQuery,
    answer: SellerReview,
  },
  'GET /market/v2/yahoo-auction/shop-rate': { query: SellerReviewQuery, answer: SellerReview },
  'GET /market/static/{shop}/categories-first.json': {
    params: MarketShopParams,
    answer: MarketCategories,
  },
  'GET /market/static/filter-all-web.json': { answer: MarketFiltersDocument },
  'GET /market/static/sort-all-web.json': { answer: MarketSortsDocument },
  'GET /market/static/top-products.json': { answer: TopMarketProducts },
  'GET /market/static/event/amazon.list.json': { answer: MarketEventList },
  'GET /market/static/event/products/{id}.json': {
    params: MarketEventParams,
    answer: MarketEventProducts,
  },
  'POST /market/common/get-product-info-by-url': {
    body: ProductInfoByUrlInput,
    answer: ProductInfoByUrl,
  },
  'POST /market/common/translate': { body: TranslateInput, answer: TranslateAnswer },
  // auctions
  'GET /market/common/timedown': { query: TimedownQuery, answer: Timedown },
  'GET /market/auction/check-user-permission': { query: PermissionQuery, answer: PermissionAnswer },
  'GET /market/ecoring/check-ecoring-user-permission': {
    query: PermissionQuery,
    answer: PermissionAnswer,
  },
  'POST /market/request-permission/create': {
    body: PermissionRequestInput,
    answer: PermissionRequested,
  },
  'POST /market/auction/create-auction-request': { body: AuctionBidInput, answer: BidAnswer },
  'GET /market/auction/bid-list': { query: BidListQuery, answer: BidList },
  'GET /api/staff/auction-permissions': {
    query: StaffPermissionQuery,
    answer: StaffPermissionList,
  },
  'POST /api/staff/auction-permissions/{id}/grant': {
    params: byId,
    answer: one(PermissionRequest),
  },
  'POST /api/staff/auction-permissions/{id}/deny': { params: byId, answer: one(PermissionRequest) },
  'GET /api/order/auction-logs': { list: auctionLogListSpec, answer: AuctionLogList },
  'GET /api/staff/auction-tasks': { query: StaffBidTaskQuery, answer: StaffBidTaskList },
  'POST /api/staff/auction-tasks/{id}/record': {
    params: byId,
    body: BidTaskOutcome,
    answer: StaffBidTaskRecorded,
  },
  // Ecoring
  'GET /market/v2/ecoring': { query: EcoringListQuery, answer: EcoringList },
  'GET /market/v2/ecoring/preview': { query: EcoringListQuery, answer: EcoringList },
  'GET /market/v2/ecoring/detail': { query: EcoringDetailQuery, answer: EcoringDetail },
  'GET /market/v2/ecoring/preview/detail': { query: EcoringDetailQuery, answer: EcoringDetail },
  'GET /market/static/ecoring/categories.json': { answer: EcoringCategories },
  'GET /market/static/ecoring/filter-config.json': { answer: EcoringFilterConfig },
  'POST /market/ecoring/bid': { body: EcoringBidInput, answer: BidAnswer },
  'POST /api/staff/ecoring/lots': { body: EcoringLotInput, answer: EcoringDetail },
  'GET /market/v3/suggest': { query: MarketSuggestQuery, answer: MarketSuggestions },
  // notifications
  'GET /api/notifications': { list: notificationListSpec, answer: NotificationList },
  'POST /api/notifications/read': {
    body: MarkNotificationsRead,
    answer: z.object({ unread: z.number().int() }),
  },
  // orders
  'GET /api/order/statuses': { list: orderStatusListSpec, answer: OrderStatusList },
  'POST /market/checkout/quote': { body: QuoteInput, answer: Quote },
  'POST /market/checkout/direct-quote': { body: DirectQuoteInput, answer: Quote },
  'POST /market/ikom-order/create-retail-order': { body: CreateOrderInput, answer: CreatedOrder },
  'POST /market/ikom-order/create-retail-order-v2': {
    body: CreateOrderInput,
    answer: CreatedOrder,
  },
  'POST /api/orders/checkout': { body: CheckoutInput, answer: CheckoutOrders },
  'GET /api/orders': { list: orderListSpec, answer: OrderList },
  'GET /api/order/retails': { list: orderListSpec, answer: OrderList },
  'GET /api/orders/{id}': { params: byId, answer: one(Order) },
  'POST /api/orders/{id}/cancel': { params: byId, body: CancelOrderInput, answer: one(Order) },
  'GET /api/order/items': { list: orderItemListSpec, answer: OrderItemList },
  'GET /api/areas': { list: areaListSpec, answer: AreaList },
  'POST /api/staff/orders/{id}/status': {
    params: byId,
    body: AdvanceOrderInput,
    answer: one(Order),
  },
  'POST /api/staff/orders/{id}/boxes': { params: byId, body: AddBoxInput, answer: one(Order) },
  'POST /api/staff/owning-boxes/{boxId}/events': {
    params: z.object({ boxId: AddBoxInput.shape.box_id }),
    body: BoxEventInput,
    answer: one(Order),
  },
  // payments
  'GET /api/payment-information': {
    query: PaymentInformationQuery,
    answer: PaymentInformationResponse,
  },
  'GET /api/payment-information/top-up': { query: TopUpQuery, answer: TopUpResponse },
  'GET /api/payment-information/bank-account': {
    list: noQuerySpec,
    answer: BankAccountResponse,
  },
  'POST /api/payment-groups': { body: PaymentGroupInput, answer: PaymentGroupResponse },
  'GET /api/payment-groups/{id}': { params: byId, answer: PaymentGroupResponse },
  // pricing
  'GET /api/shipment-methods': { list: shipmentMethodListSpec, answer: ShipmentMethodList },
  'GET /api/service-prices': { list: noQuerySpec, answer: one(PriceList) },
  'PUT /api/staff/service-prices': { body: PriceListDocument, answer: one(PriceList) },
  'POST /market/checkout/estimate': { body: EstimateInput, answer: Estimate },
  // reviews
  'GET /api/product-reviews': { list: reviewListSpec, answer: ReviewList },
  'POST /api/product-reviews': { body: ReviewInput, answer: one(Review) },
  // content
  'GET /api/posts': { list: postListSpec, answer: PostList },
  'GET /api/posts/{id}': { params: byId, list: postSpec, answer: one(Post) },
  'GET /api/post-categories': { list: postCategoryListSpec, answer: PostCategoryList },
  'GET /api/pages/{slug}': { params: bySlug, list: noQuerySpec, answer: one(ContentPage) },
  'POST /api/staff/posts': { body: PostInput, answer: one(Post) },
  'PUT /api/staff/posts/{id}': { params: byId, body: PostInput, answer: one(Post) },
  'PUT /api/staff/pages/{slug}': {
    params: bySlug,
    body: ContentPageInput,
    answer: one(ContentPage),
  },
  // support
  'POST /api/supports': { body: SupportInput, answer: one(Ticket) },
  'GET /api/supports': { list: ticketListSpec, answer: TicketList },
  'GET /api/supports/{id}': { params: byId, list: noQuerySpec, answer: one(Ticket) },
  'POST /api/supports/{id}/messages': { params: byId, body: TicketReplyInput, answer: one(Ticket) },
  'POST /api/contacts': {
    body: ContactInput,
    answer: z.object({ data: z.object({ id: z.number().int() }) }),
  },
  'GET /api/staff/supports': { list: staffTicketListSpec, answer: StaffTicketList },
  'GET /api/staff/supports/{id}': { params: byId, list: noQuerySpec, answer: one(StaffTicket) },
  'POST /api/staff/supports/{id}/messages': {
    params: byId,
    body: StaffTicketReplyInput,
    answer: one(StaffTicket),
  },
  // wallet
  'GET /api/wallet/users': { list: walletListSpec, answer: WalletList },
  'GET /api/wallet/users/{id}': { params: byId, answer: one(Wallet) },
  'GET /api/transactions': { list: transactionListSpec, answer: TransactionList },
  'POST /api/staff/wallets/deposits': { body: DepositInput, answer: PostedDeposit },
  'POST /api/staff/orders/{id}/charge': { params: byId, body: ChargeInput, answer: ChargedOrder },
  // wallet withdrawals (issue 22)
  'POST /api/wallet/withdrawals': { body: WithdrawalInput, answer: one(Withdrawal) },
  'GET /api/wallet/withdrawals': { list: withdrawalListSpec, answer: WithdrawalList },
  'POST /api/wallet/withdrawals/{id}/cancel': { params: byId, answer: one(Withdrawal) },
  'GET /api/staff/withdrawals': { list: staffWithdrawalListSpec, answer: WithdrawalList },
  'POST /api/staff/withdrawals/{id}/paid': {
    params: byId,
    body: WithdrawalPaidInput,
    answer: one(Withdrawal),
  },
  'POST /api/staff/withdrawals/{id}/reject': {
    params: byId,
    body: WithdrawalRejectInput,
    answer: one(Withdrawal),
  },
  // notices outside the site (issue 22)
  'GET /api/notification-preferences': { answer: NotificationSettings },
  'PUT /api/notification-preferences': {
    body: NotificationPreferencesInput,
    answer: NotificationSettings,
  },
  'POST /api/push-subscriptions': { body: PushSubscriptionInput, answer: null },
  'POST /api/push-subscriptions/unsubscribe': { body: PushEndpointInput, answer: null },
  'POST /api/notification-preferences/unsubscribe': {
    body: UnsubscribeInput,
    answer: Unsubscribed,
  },
  // banking (issue 22)
  'GET /api/staff/bank-transfers': { list: staffBankTransferListSpec, answer: BankTransferList },
  'GET /api/staff/bank-transfers/{id}': {
    params: byId,
    list: noQuerySpec,
    answer: one(BankTransfer),
  },
  'POST /api/staff/bank-transfers/{id}/assign': {
    params: byId,
    body: AssignTransferInput,
    answer: one(BankTransfer),
  },
  'POST /api/staff/bank-transfers/{id}/resolve': {
    params: byId,
    body: ResolveTransferInput,
    answer: one(BankTransfer),
  },
  'POST /api/staff/bank-transfers/simulate': {
    body: SimulateTransferInput,
    answer: one(BankTransfer),
  },
} as const satisfies Record<string, ApiEndpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
