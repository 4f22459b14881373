import Testing

@testable import InputKitCore

@Suite("Activity overlay indicator")
struct ActivityOverlayIndicatorTests {
  @Test(
    "one indicator: the outcome's mark, else the progress bar, else the spinner",
    arguments: [
      (
        ActivityOverlayContent(status: .inProgress, message: "Sending…"),
        ActivityOverlayContent.Indicator.spinner
      ),
      (
        ActivityOverlayContent(status: .inProgress, message: "Sending…", progress: 0.25),
        .progress(0.25)
      ),
      (ActivityOverlayContent(status: .succeeded, message: "Done", progress: 1), .symbol("✓")),
      (ActivityOverlayContent(status: .failed, message: "Failed"), .symbol("✕")),
    ] as [(ActivityOverlayContent, ActivityOverlayContent.Indicator)])
  func indicator(content: ActivityOverlayContent, expected: ActivityOverlayContent.Indicator) {
    #expect(content.indicator == expected)
  }

  @Test("the panel's content is white and 12 pt apart, in UIKit and SwiftUI alike")
  func contentLook() {
    #expect(OverlayAppearance.standard.contentColor == InterfaceColor(white: 1))
    #expect(OverlayAppearance.standard.contentSpacing == 12)
  }
}
