import { useEffect, useState } from 'react'
import { useMockRegistry } from './withRegistry.js'

/** The number of lookup requests the simulated registry has served, refreshed as they come. */
export function useLookupRequestCount(): number {
  const registry = useMockRegistry()
  const count = () => registry.requests.filter((r) => r.path.endsWith('/dname/lookup')).length
  const [value, setValue] = useState(count)
  useEffect(() => {
    const timer = setInterval(() => setValue(count()), 100)
    return () => clearInterval(timer)
  })
  return value
}
