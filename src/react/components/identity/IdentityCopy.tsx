import { CopyButton } from '../CopyButton.js'
import { useIdentityPart } from './IdentityContext.js'

/** A button that copies the row's whole address, and says so; nothing without an address. */
export function IdentityCopy({ className }: { className?: string | undefined }) {
  const { address } = useIdentityPart('Copy')
  return address ? <CopyButton text={address} className={className} /> : null
}
