// QuartzCore (Core Animation) re-exports Foundation, as UIKit does; CGColor lives in
// CoreGraphics on Apple platforms, which QuartzCore re-exports, so it is declared here.
@_exported import Foundation
