# Round 4: this round's round 3 and the suite round's (../2026-12-07-h200-suite/
# round3.sh) in one call, as no call has come for either alone. On an H200 first
# the full check, the seed's Triton kernels and SDPA on the tree's build, held
# against the table's record (build/peak_base.json.gz); on any card then the
# whole suite with three builds in turns: the table's (58b4fb4, running its own
# peak.lua, build/table_peak.lua), the tree before the helper (0ca7d89) and the
# tree (c91550a's kernels), a second turn where the time allows (SECOND_PAIR_BY:
# begun by that many s). Suite runs are packed into $OUT/suite4.tar.gz after
# each, so a run cut short still brings back what it did. Carry
# build/pabench_final.gz (HEAD), build/pabench_head.gz (0ca7d89),
# build/pabench_table.gz, build/table_peak.lua, build/lua, build/peak_base.json.gz.
# SUITE_ARGS is added to every suite run (`--quick --suite seed000` for a dry run).
set -u
start=$SECONDS
gunzip -c build/pabench_final.gz > build/pabench && chmod +x build/pabench
for b in head table; do
  gunzip -c build/pabench_$b.gz > build/pabench_$b && chmod +x build/pabench_$b
done
. bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
S=$OUT/suite4
mkdir -p $S
suite() { # NAME BIN SCRIPT
  timeout 120 $2 $3 ${SUITE_ARGS:-} --quiet --json "$S/$1.json" > "$S/$1.txt" 2>&1
  echo "$1: exit $? after $((SECONDS - start)) s; $(grep -E '^(targets|auto:)' "$S/$1.txt" | tr '\n' ' ')"
  tar -C $OUT -czf $OUT/suite4.tar.gz suite4
}
turn() { # N
  suite table$1 build/pabench_table build/table_peak.lua
  suite head$1 build/pabench_head scenarios/peak.lua
  suite final$1 build/pabench scenarios/peak.lua
}
turn 1
[ $((SECONDS - start)) -lt ${SECOND_PAIR_BY:-330} ] && turn 2
for pair in "head1 final1" "table1 final1" "head2 final2" "table2 final2" \
  "head1 head2" "final1 final2" "table1 table2"; do
  set -- $pair
  [ -s "$S/$1.json" ] && [ -s "$S/$2.json" ] || continue
  build/pabench compare "$S/$1.json" "$S/$2.json" > "$S/compare_$1_$2.txt" 2>&1
  echo "$1 -> $2: $(tail -n 2 "$S/compare_$1_$2.txt" | tr "\n" " ")"
done
gzip -f $S/*.json
tar -C $OUT -czf $OUT/suite4.tar.gz suite4 && rm -rf $S
echo "round 4: $((SECONDS - start)) s"
