#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// `perform(message:_:)`, SwiftUI's `performActivity` and `flash(_:for:)` on a device: the
  /// overlay is in its host while the work runs or the flash shows, and out of it after. Where
  /// the overlay is is UIKit's own view tree (`superview`, `window`), not InputKit's state.
  @MainActor
  final class ActivityOverlayOneCallTests: XCTestCase {
    private struct Offline: Error {}

    /// What the work saw and how `perform` ended, written from the task that runs it.
    @MainActor
    private final class Run {
      var coveredDuringWork = false
      var thrown: (any Error)?
      var isDone = false
    }

    // Synchronous tests that start a `Task`: the run loop `waitUntil` turns drains the main
    // queue only outside an async test, and TestWindow waits for UIKit the same way.

    /// Fails if `perform` does not begin an activity (no overlay while the work runs), never ends
    /// it when the work throws (the overlay stays), or swallows the error.
    func testPerformCoversTheHostWhileWorkRunsAndLeavesWhenTheWorkThrows() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      var configuration = ActivityOverlayConfiguration.immediate()
      configuration.failureDisplayTime = .zero
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: configuration)
      let run = Run()

      Task { @MainActor in
        do {
          _ = try await overlay.perform(message: "Sending…") {
            try await Task.sleep(for: .milliseconds(300))
            run.coveredDuringWork = overlay.superview === host
            throw Offline()
          }
        } catch {
          run.thrown = error
        }
        run.isDone = true
      }

      waitUntil("perform has returned") { run.isDone }
      XCTAssertTrue(run.thrown is Offline, "perform threw the work's error")
      XCTAssertTrue(run.coveredDuringWork, "the overlay was in its host while the work ran")
      waitUntil("the overlay leaves its host after the failure") { overlay.superview == nil }
    }

    /// Fails if cancelling the task that runs `perform` leaves the overlay up (the activity never
    /// ended) or shows the failure's cross for the cancellation.
    func testCancellingTheCallingTaskTakesTheOverlayAwayWithoutAFailure() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      var configuration = ActivityOverlayConfiguration.immediate()
      configuration.failureDisplayTime = .seconds(30)
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: configuration)

      let sending = Task { @MainActor in
        try await overlay.perform(message: "Sending…") { try await Task.sleep(for: .seconds(30)) }
      }
      waitUntil("the overlay is in its host") { overlay.superview === host }
      sending.cancel()

      waitUntil("the overlay leaves at once, showing no cross for 30 s") {
        overlay.superview == nil
      }
    }

    /// Fails if `.activityOverlay` does not hand the views it covers the overlay's
    /// `performActivity` (the work would run with no overlay shown).
    func testPerformActivityFromTheEnvironmentCoversTheModifiedView() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let box = ActionBox()
      let hosting = UIHostingController(
        rootView: Color.clear.frame(width: 200, height: 100)
          .background(EnvironmentReader(box: box)).activityOverlay(overlay))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      waitUntil("the view has read its environment") { box.action != nil }
      let perform = try XCTUnwrap(box.action)
      let run = Run()

      Task { @MainActor in
        try await perform(message: "Sending…") {
          try await Task.sleep(for: .milliseconds(300))
          run.coveredDuringWork = overlay.window === hosting.view.window && overlay.isVisible
        }
        run.isDone = true
      }

      waitUntil("the work has run") { run.isDone }
      XCTAssertTrue(
        run.coveredDuringWork, "the environment's action ran the work under the overlay")
    }

    /// Fails if a flash while nothing runs waits for a grace time (nothing on screen at once),
    /// or never leaves after its time.
    func testAFlashShowsAtOnceWithNoWorkRunningAndLeavesAfterItsTime() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      var configuration = ActivityOverlayConfiguration()
      // A grace time long enough that a loaded runner's hitch cannot pass for it.
      configuration.graceTime = .seconds(5)
      configuration.minimumShowTime = .zero
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: configuration)

      overlay.flash(.succeeded(message: "Saved"), for: .milliseconds(300))

      waitUntil("the flash is in the host before any grace time could pass", timeout: 2) {
        overlay.superview === host
      }
      waitUntil("the flash leaves after its time and the fade") { overlay.superview == nil }
    }

    /// Fails if `.activityOverlay` does not show a flash of its overlay over the modified view.
    func testAFlashShowsOverTheViewASwiftUIOverlayCovers() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let hosting = UIHostingController(
        rootView: Color.clear.frame(width: 200, height: 100).activityOverlay(overlay))
      let window = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()

      overlay.flash(.failed(message: "Offline"))

      waitUntil("the flash is over the view, in its window") { overlay.window === window.window }
    }

    private final class ActionBox {
      var action: PerformActivityAction?
    }

    private struct EnvironmentReader: View {
      let box: ActionBox
      @Environment(\.performActivity) private var performActivity

      var body: some View {
        Color.clear.onAppear { box.action = performActivity }
      }
    }
  }
#endif
