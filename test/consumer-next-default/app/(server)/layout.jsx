import 'dname-react/styles.css'

// A root layout of its own: no provider, so the pages under it ship none of the library.
export default function ServerLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
