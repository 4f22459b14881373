# CI: the real `inputkit demo` in tmux under hostile conditions — storms of stop and continue
# signals, two demos on a fresh folder, a second user on a shared list (as root), terminals
# too narrow for the values (scripts/demo-e2e-stress).
scripts/demo-e2e-stress
