// UIKit re-exports Foundation, so `import UIKit` alone gives CGRect, NSObject and friends. On
// Linux those come from swift-corelibs-foundation; this module declares only what is missing.
@_exported import Foundation
// UIKit (through Foundation) re-exports the Objective-C runtime's module, with `Selector`.
@_exported import ObjectiveC
// UIKit re-exports QuartzCore (CALayer, CGColor), as `import UIKit` does on iOS.
@_exported import QuartzCore
