#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardFrame
  import InputKitOverlayCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  extension ActivityOverlay {
    /// What the session arranges the overlay from, read from the host view, its window, the
    /// field being edited and `UIAccessibility` now; nothing is decided here.
    func surroundings() -> OverlaySurroundings {
      let window = host?.window
      var facts = OverlaySurroundings(
        frameInWindow: nil, bounds: .zero, windowBounds: .zero, windowHasScene: false,
        screenBounds: .zero, reducesMotion: UIAccessibility.isReduceMotionEnabled,
        assistiveTechnologyIsRunning: UIAccessibility.isVoiceOverRunning
          || UIAccessibility.isSwitchControlRunning,
        resignedField: resignedField.map { ($0.window != nil, Self.screenIsLeaving(of: $0)) },
        keyboardServesAnotherScene: lastBeganEditing?.window?.windowScene.map {
          $0 !== window?.windowScene
        } ?? false)
      facts.editingFieldIsInFront = editingField.map(isInFront) ?? false
      facts.keyboards = ownKeyboards.map {
        (ObjectIdentifier($0), $0.bounds.size, $0.shownAccessoryHeight)
      }
      guard let host else { return facts }
      facts.bounds = host.bounds
      facts.isScrollView = host is UIScrollView
      facts.hasSuperview = host.superview != nil
      facts.safeAreaBottomInset = host.safeAreaInsets.bottom
      guard let window else { return facts }
      facts.frameInWindow = host.convert(host.bounds, to: window)
      facts.windowBounds = window.bounds
      facts.windowHasScene = window.windowScene != nil
      facts.screenBounds = window.screen.bounds
      facts.editingField = editingField.map {
        ($0.convert($0.bounds, to: window), $0.isDescendant(of: host))
      }
      // UIKit makes the guide on first access, unsolved: read only while the session asks.
      facts.keyboardLayoutGuideFrame =
        session.readsKeyboardLayoutGuide
        ? host.convert(host.keyboardLayoutGuide.layoutFrame, to: window) : nil
      facts.convertFromScreen = { rect in window.convert(fromScreen: rect, of: window.screen) }
      facts.convertFromWindow = { [weak host, weak window] rect in
        guard let host, let window else { return rect }
        return host.convert(rect, from: window)
      }
      return facts
    }

    /// Whether `view` is drawn in front of the overlay: under the nearest view holding both,
    /// the subview holding `view` comes after the one holding the overlay. Nothing is in front
    /// of an overlay not placed.
    func isInFront(_ view: UIView) -> Bool {
      let overlayAndAbove = Array(sequence(first: self as UIView, next: \.superview))
      var branch = view
      while let parent = branch.superview {
        if let index = overlayAndAbove.firstIndex(where: { $0 === parent }), index > 0 {
          let subviews = parent.subviews
          let overlayBranch = overlayAndAbove[index - 1]
          return (subviews.firstIndex(of: branch) ?? 0)
            > (subviews.firstIndex(of: overlayBranch) ?? 0)
        }
        branch = parent
      }
      return false
    }

    /// Finds the field being edited in the host's window again: its first responder.
    func refreshEditingField() {
      editingField = host?.window?.firstResponderInside
    }

    /// Notes that `field` began or ended editing, anywhere in the app (the notification's
    /// object): the field that began last, and the host window's first responder again.
    func noteEditing(of field: UIView?, began: Bool) {
      if began {
        lastBeganEditing = field
      } else if field === lastBeganEditing {
        lastBeganEditing = nil
      }
      refreshEditingField()
    }

    /// InputKit's keyboards on screen in the host's scene that the overlay may cover, for the
    /// session to choose from: the overlay's `keyboard`, then the field's input view when it is
    /// a `CalculatorKeyboard`. A keyboard shared with a field of another scene is that scene's
    /// while it is there.
    var ownKeyboards: [any OverlayHostingKeyboard] {
      let scene = host?.window?.windowScene
      return [hostingKeyboard, editingField?.inputView as? any OverlayHostingKeyboard]
        .compactMap { $0 }
        .filter { $0.window != nil && $0.window?.windowScene === scene }
    }

    /// Whether the screen `view` is on is leaving or covered: its view controller, or one it is
    /// a child of, is being dismissed or removed from its parent (UIViewController.h), a
    /// transition runs there (`transitionCoordinator`), or a screen is presented over it.
    static func screenIsLeaving(of view: UIView) -> Bool {
      let responders = sequence(first: view as UIResponder, next: \.next)
      guard let screen = responders.lazy.compactMap({ $0 as? UIViewController }).first else {
        return false
      }
      return screen.transitionCoordinator != nil || screen.presentedViewController != nil
        || sequence(first: screen, next: \.parent).contains {
          $0.isBeingDismissed || $0.isMovingFromParent
        }
    }
  }
#endif
