# CI: fuzzes the expression evaluator for 30 seconds; any crash, trap, hang or failed check
# fails the step and leaves the input in fuzz-out/expression/artifacts/.
scripts/fuzz expression 30
