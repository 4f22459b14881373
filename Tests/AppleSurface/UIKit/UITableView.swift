// Table views, for the example app's tally list.

/// /documentation/uikit/uitableview — `@MainActor class UITableView` (page read); its superclass,
/// UIScrollView, is listed under Relationships in the Averyy/apple-dev-docs mirror,
/// documentation/UIKit/uitableview.md.
@MainActor open class UITableView: UIScrollView {
  /// /documentation/uikit/uitableview/style-swift.enum — `enum Style`, with `init?(rawValue: Int)`
  /// and Hashable and Sendable among its conformances (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uitableview/style-swiftenum.md). Its cases are the three the page lists;
  /// their raw values are the header's order, for equality only.
  public enum Style: Int, Hashable, Sendable {
    /// /documentation/uikit/uitableview/style-swift.enum/plain — a plain table view.
    case plain
    /// /documentation/uikit/uitableview/style-swift.enum/grouped — sections have distinct groups
    /// of rows.
    case grouped
    /// /documentation/uikit/uitableview/style-swift.enum/insetgrouped — grouped sections inset
    /// with rounded corners.
    case insetGrouped
  }

  /// /documentation/uikit/uitableview/init(frame:style:) —
  /// `init(frame: CGRect, style: UITableView.Style)`
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

  /// UIView's `init?(coder:)`, inherited.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uitableview/datasource — `@MainActor weak var dataSource: (any
  /// UITableViewDataSource)? { get set }` (read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uitableview/datasource.md)
  weak open var dataSource: (any UITableViewDataSource)?

  /// /documentation/uikit/uitableview/delegate — `@MainActor weak var delegate: (any
  /// UITableViewDelegate)? { get set }` (mirror, documentation/UIKit/uitableview/delegate.md)
  weak open var delegate: (any UITableViewDelegate)?

  /// /documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct —
  /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }

  /// /documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:) —
  /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) ->
  /// UITableViewCell`
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell { fatalError() }

  /// /documentation/uikit/uitableview/reloaddata() — `func reloadData()`
  open func reloadData() { fatalError() }
}

/// /documentation/uikit/uitableviewcell — `@MainActor class UITableViewCell` (a UIView).
@MainActor open class UITableViewCell: UIView {
  /// /documentation/uikit/uitableviewcell/contentconfiguration-9ktox — `@MainActor
  /// @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }` (not in
  /// the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uitableviewcell/contentconfiguration-9ktox.md)
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UITableViewCell's `defaultContentConfiguration()` — the form of its sibling
  /// /documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration():
  /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
  public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

/// /documentation/uikit/uicontentconfiguration-9eib5 — `protocol UIContentConfiguration`; its
/// requirements are not used here.
public protocol UIContentConfiguration {}

/// /documentation/uikit/uilistcontentconfiguration-swift.struct —
/// `struct UIListContentConfiguration`
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// /documentation/uikit/uilistcontentconfiguration-c.class/text — "The primary text"
  /// (`@property (nonatomic, copy, nullable) NSString * text`, so `var text: String?`).
  public var text: String?
  /// /documentation/uikit/uilistcontentconfiguration-c.class/secondarytext — "The secondary
  /// text" (`nullable NSString *`, so `var secondaryText: String?`).
  public var secondaryText: String?
}

/// /documentation/uikit/uitableviewdatasource — `@MainActor protocol UITableViewDataSource :
/// NSObjectProtocol`; "Only two methods of this protocol are required".
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// /documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:) —
  /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// /documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:) —
  /// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) ->
  /// UITableViewCell`
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// /documentation/uikit/uitableviewdelegate — `@MainActor protocol UITableViewDelegate :
/// UIScrollViewDelegate` (mirror, documentation/UIKit/uitableviewdelegate.md). Requirements are
/// optional.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// /documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:) — not in the docs
  /// corpus; read from the theAppLaunchers/apple-docs-for-rag copy of the page (code corpus,
  /// UIKit/md/uikit-uitableviewdelegate-tableview(_:didselectrowat:).md): `@MainActor optional
  /// func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The optional requirement's absence.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// /documentation/foundation/indexpath/row — `var row: Int { get set }` (a UIKit extension of
  /// Foundation's IndexPath).
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIColor {
  /// /documentation/uikit/uicolor/systembackground — `class var systemBackground: UIColor { get }`
  public class var systemBackground: UIColor { fatalError() }
}
