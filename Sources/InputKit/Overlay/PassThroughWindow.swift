#if canImport(UIKit)
  import UIKit

  /// The window above the keyboard that a `.keyboard` overlay over the system keyboard is
  /// hosted in: it takes touches only on its subviews (the overlay), so everything around the
  /// keyboard stays usable.
  ///
  /// Its level is a getter, not an assignment. UIKit orders windows by level, and within one
  /// level "the ordering of windows … is not guaranteed" (`UIWindow.windowLevel`'s
  /// documentation; UIWindow.h declares only `@property(nonatomic) UIWindowLevel windowLevel;`
  /// and the normal, status bar and alert levels, no keyboard level). Since iOS 11 UIKit clamps
  /// an *assigned* level to one below the keyboard window's: devxoul/Toaster #117 ("Toast
  /// appears behind keyboard on iOS 11") assigned `.greatestFiniteMagnitude` and stayed under
  /// the keys, its fix #124 moved the toast into the keyboard's own window instead, and #211
  /// reports the same on iOS 15; the discussion in #155 puts the keyboard's window at
  /// 10,000,000, the most an assignment reaches being 9,999,999. Windows that must draw above
  /// the keys override the getter with a fixed level (several codebases, commented "setting
  /// window level manually caps out at 10 million which is below system keyboard, but
  /// overriding the property works"). So this window reports 10,000,001 and ignores
  /// assignments. Whether it draws above the keyboard is read back on a device: the simulator
  /// test assigns a level, reads `windowLevel` back, and checks a touch on the keyboard's frame
  /// lands in this window.
  ///
  /// It has no root view controller: UIWindow.h documents `rootViewController` as "default is
  /// nil", and `init(windowScene:)` makes a window "with matching frame & interface
  /// orientations", so it follows its scene without one. A root view controller would only
  /// bring what UIViewController.h attaches to it: rotation callbacks ("the root view
  /// controller when its window rotates or is resized") and the status bar's appearance
  /// (`prefersStatusBarHidden`, `preferredStatusBarStyle`), which a window above every other
  /// would take over from the app. The overlay follows rotation, resizing and Stage Manager
  /// from its host's anchor instead, and frames this window like the host's on every
  /// placement.
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

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
