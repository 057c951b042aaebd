#!/bin/bash
# Round 10: round 9's named steps again, on the machine this call gets: how
# fast 96 long whole sequences run differs from one H200 to another (round 8),
# so the three-wave count is timed on more than one. Without the check and
# the drawn seed.
. bench/auto_steps.sh
steps_check() { :; }
steps_drawn() { :; }
. <(sed -e 's/^steps_begin round9/steps_begin round10/' -e '/^\. bench\/auto_steps.sh/d' \
  bench/runs/2026-12-02-h200-waves/round9.sh)
