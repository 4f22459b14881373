import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitOverlayCore
@testable import InputKitShared

@Suite("Overlay appearance and coverage")
struct OverlayAppearanceTests {
  @Test(
    "the default look is the classic prompt's: black 0.85, white stroke 0.25, 8 pt inset, 5 pt corners"
  )
  func classicLook() {
    let look = OverlayAppearance.standard
    #expect(look.background == InterfaceColor(red: 0, green: 0, blue: 0, alpha: 0.85))
    #expect(look.stroke == InterfaceColor(red: 1, green: 1, blue: 1, alpha: 0.25))
    #expect(look.inset == 8)
    #expect(look.cornerRadius == 5)
    #expect(look.fadeDuration == .milliseconds(250))
    #expect(look.strokeWidth == 1)
    #expect(look.shieldTint == InterfaceColor(white: 0, alpha: 0.2))
  }

  @Test("the panel sits 8 pt inside the overlay and never turns inside out")
  func panelFrame() {
    let look = OverlayAppearance.standard
    #expect(
      look.panelFrame(in: CGRect(x: 0, y: 508, width: 390, height: 336))
        == CGRect(x: 8, y: 516, width: 374, height: 320))
    #expect(look.panelFrame(in: CGRect(x: 0, y: 0, width: 10, height: 30)).width == 0)
  }

  @Test("a screen overlay's panel stays inside the safe area")
  func panelInSafeArea() {
    let panel = OverlayAppearance.standard.panelFrame(
      in: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    #expect(panel == CGRect(x: 8, y: 55, width: 374, height: 747))
  }

  @Test("the light and dark looks blur, dim and read in their appearance")
  func lightAndDark() {
    #expect(OverlayAppearance.light.blur != nil && OverlayAppearance.dark.blur != nil)
    #expect(OverlayAppearance.light.contentColor.red < 0.5)
    #expect(OverlayAppearance.dark.contentColor.red > 0.5)
    #expect(OverlayAppearance.light.dimColor.alpha > 0)
    #expect(OverlayAppearance.standard.dimColor.alpha == 0)
    let configuration = ActivityOverlayConfiguration(appearance: .light, darkAppearance: .dark)
    #expect(configuration.appearance(isDark: false) == .light)
    #expect(configuration.appearance(isDark: true) == .dark)
  }

  @Test(
    "the blur is the look's: a light look blurs with the light material in Dark Mode too, a dark look with the dark one, the standard look not at all"
  )
  func blurFollowsTheLook() {
    #expect(OverlayAppearance.light.blur == .light)
    #expect(OverlayAppearance.dark.blur == .dark)
    #expect(OverlayAppearance.standard.blur == nil && OverlayAppearance.standardDark.blur == nil)
    let lightOnly = ActivityOverlayConfiguration(appearance: .light)
    #expect(lightOnly.appearance(isDark: true).blur == .light)
    var system = OverlayAppearance.standard
    system.blur = .system
    #expect(
      ActivityOverlayConfiguration(appearance: system).appearance(isDark: true).blur == .system)
  }

  @Test(
    "the indicator drawn while work runs: the app's view first, else the look's; a symbol or image that does not load falls back to the spinner",
    arguments: [
      (OverlayAppearance.Indicator.spinner, false, true, "spinner"),
      (.symbol("paperplane"), false, true, "symbol paperplane"),
      (.symbol("no.such.symbol"), false, false, "spinner"),
      (.image("Logo"), false, true, "image Logo"),
      (.image("Missing"), false, false, "spinner"),
      (.none, false, true, "nothing"),
      (.symbol("no.such.symbol"), true, false, "custom"),
    ])
  func workingIndicator(
    look: OverlayAppearance.Indicator, customView: Bool, loads: Bool, drawn: String
  ) {
    let drawing = ActivityOverlayContent(message: "Loading…").drawing(
      with: look, customView: customView, imageLoads: loads)
    let parts =
      [
        drawing.spinner ? "spinner" : nil, drawing.symbol.map { "symbol \($0)" },
        drawing.image.map { "image \($0)" }, drawing.custom ? "custom" : nil,
      ].compactMap { $0 }
    #expect(parts == [drawn == "nothing" ? nil : drawn].compactMap { $0 })
    #expect(drawing.mark == nil && drawing.progress == nil)
  }

  @Test(
    "the default look has a dark version whose panel stands out from a black screen; a look of your own stays yours in Dark Mode"
  )
  func defaultLightAndDark() {
    let configuration = ActivityOverlayConfiguration()
    #expect(configuration.appearance(isDark: false) == .standard)
    #expect(configuration.appearance(isDark: true) == .standardDark)
    // Over black, a grey shows as its white times its opacity.
    let (light, dark) = (
      OverlayAppearance.standard.background, OverlayAppearance.standardDark.background
    )
    #expect(light.red * light.alpha < 0.05)
    #expect(dark.red * dark.alpha > 0.15)
    #expect(OverlayAppearance.standardDark.cornerRadius == OverlayAppearance.standard.cornerRadius)
    var mine = OverlayAppearance.standard
    mine.cornerRadius = 12
    #expect(ActivityOverlayConfiguration(appearance: mine).appearance(isDark: true) == mine)
  }

  @Test("the default texts come in the configured language", arguments: InterfaceLanguage.allCases)
  func localisedTexts(language: InterfaceLanguage) {
    let configuration = ActivityOverlayConfiguration(language: language)
    let common = LocalizedStrings(table: "Common", language: language)
    let overlay = LocalizedStrings(table: "Overlay", language: language)
    #expect(configuration.loadingMessage == common.string("loading"))
    #expect(configuration.sendingMessage == common.string("sending"))
    #expect(configuration.succeededMessage == overlay.string("succeeded"))
    #expect(configuration.failedMessage == overlay.string("failed"))
    #expect(configuration.cancelTitle == common.string("cancel"))
    #expect(overlay.keys.contains("succeeded") && overlay.keys.contains("failed"))
    #expect(common.keys.contains("cancel"))
  }

  @Test("Russian defaults read as Russian")
  func russianDefaults() {
    let configuration = ActivityOverlayConfiguration(language: .russian)
    #expect(configuration.loadingMessage == "Загрузка…")
    #expect(configuration.succeededMessage == "Готово")
    #expect(configuration.failedMessage == "Ошибка")
    #expect(configuration.cancelTitle == "Отмена")
  }
}
