import Testing

@testable import InputKitCore

@Suite("Overlay status symbol")
struct ActivityOverlayStatusSymbolTests {
  @Test(
    "running work shows no symbol, a success a check mark and a failure a cross",
    arguments: [
      (ActivityOverlayStatus.inProgress, nil), (.succeeded, "✓"), (.failed, "✕"),
    ] as [(ActivityOverlayStatus, String?)])
  func symbols(status: ActivityOverlayStatus, symbol: String?) {
    #expect(status.symbol == symbol)
  }
}
