# CI: README's task table gives the lines the compiled task snippets count, none past its peer.
scripts/task-lines
