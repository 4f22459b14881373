// The child process of the item store's tests that need another process.
//
//   item-store-writer FILE RUN: the crash test's saver. Loads the list at FILE, saves it once
//     (so the first timed save is not slowed by one-time set-up), prints "ready", then adds an
//     item and saves, over and over, printing "saving" before each save and "<id> <text>"
//     after it returns, until the test kills it. Every printed item must survive.
//   item-store-writer --lock FILE: takes the list's lock as a session does and prints
//     "locked", or the error's case name and message ("lockedElsewhere: …").
//   item-store-writer --save FILE TEXT: as a session that adds TEXT: prints "refused: …" when
//     the file may not be saved (``ItemStoreFile/saveRefusal()``), else loads, adds, saves and
//     prints "saved" or the error.
//
// The file tests run the last two as a second user, to see what another person sharing the
// folder gets.
import Foundation
import InputKitCore
import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `line` to stdout unbuffered, so everything printed before a SIGKILL is in the pipe.
func emit(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes {
      write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
    }
    if written < 0 {
      if errno == EINTR { continue }
      exit(3)
    }
    offset += written
  }
}

let arguments = CommandLine.arguments

/// The error as "<case>: <English message>".
func describe(_ error: ItemStoreFileError) -> String {
  // Every case has associated values, so the mirror's one child is labelled with its name.
  let name = Mirror(reflecting: error).children.first?.label ?? "?"
  return "\(name): \(error.message(in: .english))"
}

if arguments.count == 3, arguments[1] == "--lock" {
  let file = ItemStoreFile(url: URL(fileURLWithPath: arguments[2]))
  do {
    let lock = try file.lock()
    emit("locked")
    withExtendedLifetime(lock) {}
  } catch {
    emit(describe(error))
  }
  exit(0)
}

if arguments.count == 4, arguments[1] == "--save" {
  let file = ItemStoreFile(url: URL(fileURLWithPath: arguments[2]))
  if let refusal = file.saveRefusal() {
    emit("refused: " + describe(refusal))
    exit(0)
  }
  do {
    var store = try file.load()
    try store.add(arguments[3])
    try file.save(store)
    emit("saved")
  } catch let error as ItemStoreFileError {
    emit(describe(error))
  } catch {
    emit("\(error)")
  }
  exit(0)
}

guard arguments.count == 3 else {
  FileHandle.standardError.write(
    Data(
      "usage: item-store-writer FILE RUN | --lock FILE | --save FILE TEXT\n".utf8))
  exit(2)
}
let file = ItemStoreFile(url: URL(fileURLWithPath: arguments[1]))
let run = arguments[2]
var store: ItemStore
do {
  store = try file.load()
  try file.save(store)
} catch {
  FileHandle.standardError.write(Data("load failed: \(error)\n".utf8))
  exit(1)
}
emit("ready")
var counter = 0
while true {
  counter += 1
  do {
    let item = try store.add("run \(run) item \(counter)")
    emit("saving")
    try file.save(store)
    emit("\(item.id.rawValue) \(item.text)")
  } catch {
    FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
    exit(1)
  }
}
