/** @type {import('next').NextConfig} */
// What a new Next.js 16 project turns on: every page prerendered unless it opts out.
export default { cacheComponents: true, partialPrefetching: true }
