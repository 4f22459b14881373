# CI: the public API of every library module must match the committed listing in api/, so
# every change of the public surface is a reviewed diff (scripts/api-listing writes it anew).
scripts/api-listing --check
