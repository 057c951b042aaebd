#!/bin/bash
# This round's held-out steps (rounds 2, 4 and 6), again on an H200 with the
# landed tree's build.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_begin kinds_h200_heldout $((150 - (SECONDS - start)))
for f in round2.sh round4.sh round6.sh; do
  while read -r line; do eval "$line"; done < <(grep '^steps_named h' "bench/runs/2026-12-06-h200-kinds/$f")
done
steps_end
