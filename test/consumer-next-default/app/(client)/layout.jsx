import 'dname-react/styles.css'
import { Providers } from './Providers'

// No `dynamic` export: with `cacheComponents` the page is prerendered at build time.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Providers baseUrl={process.env.REGISTRY_URL}>{children}</Providers>
      </body>
    </html>
  )
}
