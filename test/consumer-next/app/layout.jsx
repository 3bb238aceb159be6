import 'dname-react/styles.css'
import { Providers } from './Providers'

// Rendered per request, so the registry's address can be given when the server starts.
export const dynamic = 'force-dynamic'

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Providers baseUrl={process.env.REGISTRY_URL}>{children}</Providers>
      </body>
    </html>
  )
}
