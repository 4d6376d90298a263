import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { pageChunks } from './chunks.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pageChunks()],
  build: { target: 'es2022' },
})
