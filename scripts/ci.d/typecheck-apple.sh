# Type-checks the UIKit layer and example app against Tests/AppleSurface, and proves the
# check rejects the deliberate misuses in Tests/AppleSurface/MustFail.
scripts/typecheck-apple
