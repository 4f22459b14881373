# CI: every line of Swift in README.md and the DocC articles is in code the compiler checks
# (Examples/iOS/Snippets or the core's README test; scripts/doc-snippets).
set -euo pipefail
scripts/doc-snippets
