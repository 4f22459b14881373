#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Where the overlay sits among UIKit's views: beside a table under the keyboard it stops at
  /// the keys and holds no constraint into UIKit's views; a sheet presented over a `.screen`
  /// overlay stays in front of it, and a field there edits.
  @MainActor
  final class ActivityOverlayScrollViewAndSheetTests: XCTestCase {
    /// Fails if the overlay beside a table ignores the keyboard (pinned to the table's whole
    /// frame, its panel under the keys) or is laid out by constraints between its superview and
    /// the table, which UIKit drops when a transition moves the table.
    func testAnOverlayBesideATableUnderTheKeyboardStopsAtTheKeys() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let root = try XCTUnwrap(window.root.view)
      let table = UITableView(
        frame: CGRect(x: 0, y: 200, width: root.bounds.width, height: root.bounds.height - 200))
      table.contentSize = CGSize(width: root.bounds.width, height: 3000)
      table.contentOffset = CGPoint(x: 0, y: 400)
      root.addSubview(table)
      let overlay = ActivityOverlay(attachedTo: table, coverage: .view, configuration: .immediate())
      XCTAssertNotNil(showInputView(of: field))
      let token = overlay.begin()
      defer { overlay.end(token) }

      waitUntil("the overlay is beside the table") { overlay.superview === root }
      let keys = try XCTUnwrap(field.inputView).frameOnScreen
      waitUntil("the overlay ends where the keys \(keys) begin, not at \(overlay.frameOnScreen)") {
        abs(overlay.frameOnScreen.maxY - keys.minY) <= 1
      }
      XCTAssertEqual(overlay.frameOnScreen.minY, table.frameOnScreen.minY, accuracy: 1)
      XCTAssertTrue(field.isFirstResponder, "the field outside the table keeps editing")
      XCTAssertEqual(
        root.constraints.filter { $0.firstItem === overlay || $0.secondItem === overlay }, [],
        "no constraint ties the overlay to the table")
      table.contentOffset = CGPoint(x: 0, y: 900)
      XCTAssertEqual(
        overlay.frameOnScreen.minY, table.frameOnScreen.minY, accuracy: 1,
        "the overlay does not scroll with the table's content")
    }

    /// Fails if a `.screen` overlay comes back in front of a sheet presented after it appeared
    /// (it is raised on the next keyboard or editing change), or ends the editing of a field in
    /// that sheet, which it does not cover.
    func testASheetPresentedOverAScreenOverlayStaysInFrontAndItsFieldEdits() throws {
      let window = try TestWindow(in: self)
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .screen, configuration: .immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is in the window") { overlay.superview === window.window }

      let sheet = UIViewController()
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 44))
      field.inputView = TestWindow.plainInputView()
      sheet.view.addSubview(field)
      window.root.present(sheet, animated: true, completion: nil)
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertNotNil(showInputView(of: field))
      waitUntilUIKitHasSettled(in: window.window)

      XCTAssertTrue(field.isFirstResponder, "the sheet's field edits")
      let subviews = window.window.subviews
      let sheetBranch = try XCTUnwrap(
        sequence(first: sheet.view as UIView, next: \.superview).first {
          $0.superview === window.window
        })
      XCTAssertGreaterThan(
        try XCTUnwrap(subviews.firstIndex(of: sheetBranch)),
        try XCTUnwrap(subviews.firstIndex(of: overlay)),
        "the sheet UIKit presented is in front of the overlay")
      XCTAssertTrue(overlay.isVisible, "the overlay still covers the screen under the sheet")
    }
  }
#endif
