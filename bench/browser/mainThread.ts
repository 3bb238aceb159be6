export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread time, in microseconds. */
  tdur?: number
  args?: { name?: string }
}
/**
 * The complete events of the renderers' main threads in a trace, in order of their start (the
 * longer first, so a parent comes before what it contains).
 */
export function mainThreadEvents(trace: Buffer): TraceEvent[] {
  const events: TraceEvent[] = JSON.parse(trace.toString()).traceEvents
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  return events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
}

/**
 * The thread time of the renderers' main threads: the CPU their tasks used, from the
 * outermost task events (`toplevel`), whatever the time they waited for a core.
 */
export function mainThreadCpu(events: TraceEvent[]) {
  const tasks = events.filter((e) => e.tdur !== undefined)
  let total = 0
  const ends = new Map<string, number>()
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`
    // Only the outermost: a nested task's time is its parent's already.
    if (task.ts < (ends.get(thread) ?? 0)) continue
    ends.set(thread, task.ts + (task.dur ?? 0))
    total += task.tdur ?? 0
  }
  return total / 1000
}
