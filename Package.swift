// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "InputKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    // One library per feature, each pulling in only its own targets, and `InputKit`, all of them.
    .library(name: "InputKitOverlay", targets: ["InputKitOverlay"]),
    .library(name: "InputKitKeyboard", targets: ["InputKitKeyboard"]),
    .library(name: "InputKitPrompt", targets: ["InputKitPrompt"]),
    .library(name: "InputKitGate", targets: ["InputKitGate"]),
    .library(name: "InputKit", targets: ["InputKit"]),
    // The platform-independent logic of every feature, for code that runs without UIKit.
    .library(name: "InputKitCore", targets: ["InputKitCore"]),
    .executable(name: "inputkit", targets: ["InputKitTool"]),
    .executable(name: "inputkit-bench", targets: ["inputkit-bench"]),
  ],
  targets: [
    // The platform-independent core, one target per feature. Dependencies point down this list.
    // Languages, every feature's localised strings, colours, insets: what the features share.
    .target(name: "InputKitShared", resources: [.process("Resources")]),
    // The system keyboard's frame and animation, which the overlay and the prompt follow.
    .target(name: "InputKitKeyboardFrame", dependencies: ["InputKitShared"]),
    // The exact expression engine: parsing, exact arithmetic, formatting. No UI notion at all.
    .target(
      name: "InputKitExpression", dependencies: ["InputKitShared"]),
    // The calculator keyboard's core: layouts, editing rules, the keyboard session.
    .target(
      name: "InputKitKeyboardCore", dependencies: ["InputKitShared", "InputKitExpression"]),
    // Validation rules and their messages, used by the prompt and the gate.
    .target(
      name: "InputKitValidation", dependencies: ["InputKitShared"]),
    .target(
      name: "InputKitOverlayCore", dependencies: ["InputKitShared", "InputKitKeyboardFrame"]),
    .target(
      name: "InputKitPromptCore",
      dependencies: ["InputKitShared", "InputKitKeyboardFrame", "InputKitValidation"]),
    .target(
      name: "InputKitGateCore", dependencies: ["InputKitShared", "InputKitValidation"]),
    // Every core target, and the rules that join two features (an expression as a validation
    // rule): what the terminal demo, the command-line tool and the tests import.
    .target(
      name: "InputKitCore",
      dependencies: [
        "InputKitShared", "InputKitKeyboardFrame", "InputKitExpression", "InputKitKeyboardCore",
        "InputKitValidation", "InputKitOverlayCore", "InputKitPromptCore", "InputKitGateCore",
      ]),
    // The UIKit and SwiftUI layer, one target per product. Every file is wrapped in
    // `#if canImport(UIKit)`. What the features' UIKit parts share: the session driver, view
    // lifecycle and notification relays, presentation helpers.
    .target(name: "InputKitUI", dependencies: ["InputKitShared"]),
    .target(name: "InputKitOverlay", dependencies: ["InputKitUI", "InputKitOverlayCore"]),
    // The keyboard a prompt's field types with, shared by the prompt and the keyboard, so that
    // the keyboard's product gives `.calculator()` and neither product requires the other.
    .target(name: "InputKitPromptKeyboard", dependencies: ["InputKitUI"]),
    .target(
      name: "InputKitKeyboard",
      dependencies: ["InputKitUI", "InputKitKeyboardCore", "InputKitPromptKeyboard"]),
    .target(
      name: "InputKitPrompt",
      dependencies: ["InputKitUI", "InputKitPromptCore", "InputKitPromptKeyboard"]),
    .target(name: "InputKitGate", dependencies: ["InputKitUI", "InputKitGateCore"]),
    // Everything, and where two features meet beyond what the products carry: an overlay named
    // to cover a calculator keyboard.
    .target(
      name: "InputKit",
      dependencies: [
        "InputKitCore", "InputKitOverlay", "InputKitKeyboard", "InputKitPrompt", "InputKitGate",
      ]),
    // The example app's domain (items, the crash-safe store, the summary, the item prompts),
    // shared by the terminal demo and Examples/iOS. Not a product: apps never link it.
    .target(
      name: "Tally", dependencies: ["InputKitCore"],
      resources: [.process("Resources")]
    ),
    // ANSI rendering and raw terminal input for `inputkit demo`.
    .target(
      name: "InputKitTerminal", dependencies: ["InputKitCore", "Tally"],
      resources: [.process("Resources")]
    ),
    // The command implementations, a library so that tests can call them in-process.
    .target(name: "InputKitCLI", dependencies: ["InputKitCore", "InputKitTerminal", "Tally"]),
    // The `inputkit` command. Its target is not called `inputkit`: on a case-insensitive disk
    // (macOS's default) that name's folder and module would be the `InputKit` library's.
    .executableTarget(name: "InputKitTool", dependencies: ["InputKitCLI"]),
    .executableTarget(
      name: "inputkit-bench",
      dependencies: ["InputKitCore", "InputKitCLI", "Tally"],
      path: "Benchmarks/inputkit-bench"
    ),
    // What the test targets share: a manual clock and a seeded random generator.
    .target(name: "InputKitTestSupport", path: "Tests/Support/InputKitTestSupport"),
    .testTarget(
      name: "InputKitCoreTests", dependencies: ["InputKitCore", "InputKitTestSupport"],
      exclude: ["Keyboard/README.md", "Prompt/README.md", "Overlay/README.md"]),
    .testTarget(
      name: "TallyTests", dependencies: ["Tally", "item-store-writer", "InputKitTestSupport"],
      exclude: ["README.md"]),
    // The child the item store's crash test kills mid-save (a separate process: forking a
    // Swift test process is not safe).
    .executableTarget(
      name: "item-store-writer", dependencies: ["Tally"],
      path: "Tests/Support/ItemStoreWriter"),
    .testTarget(
      name: "InputKitCLITests",
      dependencies: ["InputKitCLI", "InputKitCore", "Tally", "InputKitTestSupport"],
      exclude: ["README.md"]),
    .testTarget(
      name: "InputKitTerminalTests",
      dependencies: ["InputKitTerminal", "Tally", "terminal-signal-child", "InputKitTestSupport"],
      exclude: ["README.md"]),
    // The child the terminal's signal tests send signals to (a signal's default action would
    // end the test process itself).
    .executableTarget(
      name: "terminal-signal-child", dependencies: ["InputKitTerminal"],
      path: "Tests/Support/TerminalSignalChild"),
  ],
  swiftLanguageModes: [.v6]
)
