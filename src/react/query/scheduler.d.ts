// React's scheduler, which react-dom depends on and runs its renders with; only what is used.
declare module 'scheduler' {
  export const unstable_IdlePriority: number
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown
}
