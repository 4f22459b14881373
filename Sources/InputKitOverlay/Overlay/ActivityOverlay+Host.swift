#if canImport(UIKit)
  import UIKit
  import InputKitOverlayCore
  @_spi(InputKitInternal) import InputKitUI

  extension ActivityOverlay {
    /// What the session arranges the overlay from, read from UIKit now; nothing is decided here.
    func surroundings() -> OverlaySurroundings {
      let window = host?.window
      var facts = OverlaySurroundings(frameInWindow: nil, windowBounds: .zero)
      facts.windowHasScene = window?.windowScene != nil
      facts.reducesMotion = UIAccessibility.isReduceMotionEnabled
      facts.assistiveTechnologyIsRunning =
        UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
      facts.resignedField = resignedField.map { ($0.window != nil, Self.screenIsLeaving(of: $0)) }
      facts.keyboardServesAnotherScene = OverlaySurroundings.keyboardServesAnotherScene(
        fieldScene: latestEditing.field?.window?.windowScene.map(ObjectIdentifier.init),
        hostScene: window?.windowScene.map(ObjectIdentifier.init))
      facts.editingFieldIsInFront =
        editingField.map { Self.position(of: $0).isInFront(of: Self.position(of: self)) } ?? false
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
      facts.screenBounds = window.screen.bounds
      facts.editingField = editingField.map {
        ($0.convert($0.bounds, to: window), $0.isDescendant(of: host))
      }
      // UIKit makes the guide on first access, unsolved: read only when the session asks.
      facts.keyboardLayoutGuideFrame = {
        host.convert(host.keyboardLayoutGuide.layoutFrame, to: window)
      }
      // Through every transform (`ActivityOverlayGeometryTests.testInAScaledWindow…`).
      facts.convertFromScreen = { window.convert($0, from: window.screen.coordinateSpace) }
      facts.convertFromWindow = { rect in host.convert(rect, from: window) }
      return facts
    }

    private static func position(of view: UIView) -> ViewTreePosition<ObjectIdentifier> {
      let path = Array(sequence(first: view, next: \.superview))
      let indices = zip(path, path.dropFirst()).compactMap { view, parent in
        parent.subviews.firstIndex(of: view)
      }
      return ViewTreePosition(
        root: ObjectIdentifier(path[path.count - 1]), indices: indices.reversed())
    }

    func refreshEditingField() {
      editingField = host?.window?.firstResponderInside
    }

    /// The preferred first.
    var ownKeyboards: [any OverlayHostingKeyboard] {
      let scene = host?.window?.windowScene
      return [hostingKeyboard, editingField?.inputView as? any OverlayHostingKeyboard]
        .compactMap { $0 }
        .filter { $0.window != nil && $0.window?.windowScene === scene }
    }

    static func screenIsLeaving(of view: UIView) -> Bool {
      guard let screen = view.nearestViewController else { return false }
      return screen.transitionCoordinator != nil || screen.presentedViewController != nil
        || sequence(first: screen, next: \.parent).contains {
          $0.isBeingDismissed || $0.isMovingFromParent
        }
    }
  }
#endif
