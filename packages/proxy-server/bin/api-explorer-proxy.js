#!/usr/bin/env node
// The published entry of the CLI; the code lives in the build output (src/cli.ts).
import '../dist/cli.js'
