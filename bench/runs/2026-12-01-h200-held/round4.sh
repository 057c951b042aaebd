# Round 4: why round 3's build lost at 16 x 256 and 2 x 2048. A build
# against the tree, alternating, two passes of bench/explore.lua heldup:
# pabench.vregs (the held V
# loaded into registers as before and stored into slot 0's K half once the
# four steps' scores are in; no shared memory past the ring); the quick check
# on vregs first.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 100 build/pabench.vregs check --quick > $OUT/check2_vregs.txt 2>&1; echo "check vregs: exit $?; $(grep -E 'kernel runs over' $OUT/check2_vregs.txt)"
for pass in 1 2; do
  for b in tree vregs; do
    timeout 100 build/pabench.$b bench/explore.lua heldup > $OUT/explore2_${b}_$pass.txt 2>&1
  done
done
for b in tree vregs; do echo "== $b"; cat $OUT/explore2_${b}_*.txt | awk '/MB,/{n=$0; sub(/:.*/,"",n)} /layer/{t[n]=t[n]" "$9; e[n]=$NF} END{for(k in t) print k":"t[k]"  err "e[k]}' | sort; done
cd $OUT && tar czf round4.tar.gz * && find . -type f ! -name round4.tar.gz -delete
