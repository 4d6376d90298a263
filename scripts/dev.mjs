// `npm run dev`: the server with Vite's hot reload for the web app; node --watch restarts on server changes.
process.env.NODE_ENV ??= 'development'
await import('../apps/server/src/main.ts')
