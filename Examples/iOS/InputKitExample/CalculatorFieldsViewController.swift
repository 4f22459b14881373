#if canImport(UIKit)
  import InputKit
  import UIKit

  /// Three text fields sharing one calculator keyboard, whose bar moves between them with
  /// Previous, Next and Done (the terminal demo's fields screen shows the same), and a
  /// "Detail" button behind the navigation gate: it refuses with an alert while the
  /// first field is empty and otherwise shows that text as the detail screen's title.
  final class CalculatorFieldsViewController: UIViewController, UITextFieldDelegate {
    /// "Done" on the last field puts the value in and dismisses the keyboard.
    private let keyboard = CalculatorKeyboard(locale: .current, returnBehavior: .evaluateThenResign)
    private let fields = [
      UITextField(frame: .zero), UITextField(frame: .zero), UITextField(frame: .zero),
    ]
    private let gate = NavigationGate<
      TextDetailViewController.Route, TextDetailViewController.Entry
    >(
      [.showDetail: [.required(\.text)]])

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      title = "Fields"
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      title = "Fields"
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          primaryAction: UIAction(title: "Detail") { [weak self] _ in self?.showDetail() })
      ]
      keyboard.fieldNavigation = .screenOrder
      let placeholders = ["Amount", "Tip", "People"]
      let returnKeys: [UIReturnKeyType] = [.next, .next, .done]
      var previous: UIView?
      var constraints: [NSLayoutConstraint] = []
      let safe = view.safeAreaLayoutGuide
      for (index, field) in fields.enumerated() {
        field.placeholder = placeholders[index]
        field.borderStyle = .roundedRect
        field.returnKeyType = returnKeys[index]
        field.enablesReturnKeyAutomatically = index == fields.count - 1
        field.delegate = self
        keyboard.attach(to: field)
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        constraints += [
          field.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
          field.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
          field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
          field.topAnchor.constraint(
            equalTo: previous?.bottomAnchor ?? safe.topAnchor, constant: previous == nil ? 16 : 12),
        ]
        previous = field
      }
      NSLayoutConstraint.activate(constraints)
    }

    /// Return on a field titled "Next" moves to the next field instead of evaluating; the last
    /// field's Return ("Done") evaluates the expression and dismisses the keyboard, as the
    /// keyboard's return behaviour says.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      guard let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count
      else { return true }
      fields[index + 1].becomeFirstResponder()
      return false
    }

    /// Pushes the detail screen only when the gate allows; a refusal shows its alert.
    private func showDetail() {
      gate.push(.showDetail, values: .init(text: fields[0].text ?? ""), from: self) { entry in
        let detail = TextDetailViewController(nibName: nil, bundle: nil)
        detail.receive(entry)
        return detail
      }
    }
  }
#endif
