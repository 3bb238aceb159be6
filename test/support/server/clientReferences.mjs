// Makes each module that starts with 'use client' a client reference for React's Flight
// server, as a framework's bundler does: the server renders a reference to its exports, and
// the browser (here `htmlOf`) loads the module itself.
import { register } from 'node:module'

register('./clientReferenceHooks.mjs', import.meta.url)
