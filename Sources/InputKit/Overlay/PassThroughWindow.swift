#if canImport(UIKit)
  import UIKit

  /// The window above the keyboard that a `.keyboard` overlay over the system keyboard is
  /// hosted in, and the shield over a system keyboard whose field refused to end editing: it
  /// takes touches only on its subviews, so everything around the keyboard stays usable.
  ///
  /// Its level is a getter, not an assignment. UIKit orders windows by level, and within one
  /// level "the ordering of windows … is not guaranteed" (`UIWindow.windowLevel`'s
  /// documentation; UIWindow.h declares only `@property(nonatomic) UIWindowLevel windowLevel;`
  /// and the normal, status bar and alert levels, no keyboard level). Since iOS 11 UIKit has
  /// been reported to clamp an *assigned* level to one below the keyboard window's:
  /// devxoul/Toaster #117 ("Toast appears behind keyboard on iOS 11") assigned
  /// `.greatestFiniteMagnitude` and stayed under the keys, its fix #124 moved the toast into the
  /// keyboard's own window instead, and #211 reports the same on iOS 15; the discussion in #155
  /// puts the keyboard's window at 10,000,000. Windows that must draw above the keys override
  /// the getter with a fixed level (several codebases, commented "setting window level manually
  /// caps out at 10 million which is below system keyboard, but overriding the property
  /// works"). So this window reports 10,000,001 and ignores assignments. Which of the two UIKit
  /// really does is not documented, so nothing depends on an assigned level: the simulator test
  /// records the level UIKit grants a plain window asked for the highest, and checks that this
  /// window's level is above the keyboard window's and that a hit test at the keys' centre in
  /// this window finds the overlay. Every block that a cheaper way can hold (InputKit's
  /// keyboard shielded from inside, a system keyboard's field ending editing) does not use
  /// this window at all.
  ///
  /// It has no root view controller: UIWindow.h documents `rootViewController` as "default is
  /// nil", and `init(windowScene:)` makes a window "with matching frame & interface
  /// orientations", so it follows its scene without one. A root view controller would only
  /// bring what UIViewController.h attaches to it: rotation callbacks ("the root view
  /// controller when its window rotates or is resized") and the status bar's appearance
  /// (`prefersStatusBarHidden`, `preferredStatusBarStyle`), which a window above every other
  /// would take over from the app. The overlay follows rotation, resizing and Stage Manager
  /// from its host's anchor instead, and frames this window like the host's on every
  /// placement. It is shown through `isHidden` ("to make the window visible without becoming
  /// key, just use UIView's hidden property", UIWindow.h) and can never become key
  /// (`canBecomeKeyWindow`, UIWindow.h), so the first responder and its keyboard stay in the
  /// app's window.
  @MainActor
  final class PassThroughWindow: UIWindow {
    /// One above the keyboard's window, 10,000,000 (see the type's documentation).
    static let levelAboveKeyboard = UIWindow.Level(rawValue: 10_000_001)

    /// Always ``levelAboveKeyboard``: UIKit clamps an assigned level below the keyboard's, so
    /// the level is reported, never assigned, and an assignment is ignored.
    override var windowLevel: UIWindow.Level {
      get { Self.levelAboveKeyboard }
      set {}
    }

    /// Never key: the first responder, and with it the keyboard, stay in the app's window.
    override var canBecomeKey: Bool { false }

    /// Touches pass through the window itself; the overlay and the shield in it take their own.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
