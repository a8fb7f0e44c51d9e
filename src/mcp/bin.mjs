#!/usr/bin/env node
// `chat-center-docs-mcp`: the documentation of Чат-центр for coding agents, as an MCP server
// (./cli.mts says how to run it), once ./hooks.mjs has readied Node for it.
import './hooks.mjs';

await import('./cli.mts');
