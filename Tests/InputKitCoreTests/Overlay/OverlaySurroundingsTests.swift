import Testing

@testable import InputKitCore

@Suite("Whether the keyboard serves another scene")
struct OverlaySurroundingsTests {
  @Test(
    "only a field in a scene other than the host's takes the keyboard away",
    arguments: [
      ("host", "host", false), ("other", "host", true), (nil, "host", false),
      ("other", nil, true), (nil, nil, false),
    ] as [(String?, String?, Bool)])
  func servesAnotherScene(field: String?, host: String?, expected: Bool) {
    #expect(
      OverlaySurroundings.keyboardServesAnotherScene(fieldScene: field, hostScene: host)
        == expected)
  }
}
