#!/bin/bash
# The wavetail round's held-out steps (its rounds 2, 4 and 7, timed on H100s)
# and the fewheads round's (its round 5), again on an H200 with the tree's
# build: each step's launch lines as those rounds wrote them.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_begin kinds_h200_recheck $((330 - (SECONDS - start)))
w=bench/runs/2026-12-06-h200-wavetail
o=""
for f in $w/round2.sh $w/round4.sh $w/round7.sh bench/runs/2026-12-05-h200-fewheads/round5.sh; do
  case $f in *fewheads*) o="--head_dim 256" ;; esac
  while read -r line; do eval "$line"; done < <(grep '^steps_named' "$f")
done
steps_end
