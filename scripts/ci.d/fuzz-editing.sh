# CI: fuzzes key-press sequences on a calculator field for 30 seconds; any crash, trap, hang
# or broken editing invariant fails the step and leaves the input in fuzz-out/editing/artifacts/.
scripts/fuzz editing 30
