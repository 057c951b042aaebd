# Round 6: how a warp of three ring slots computes its three steps
# (PA_STEPS in the probe build, steps.patch). 0: as one once all have landed
# (the tree); 1: the first as it lands, then the other two as one; 2: one at a
# time as each lands (the refilling loop); 3: as one in a CTA that started at
# least 2.5 us before its dependency wait returned, else one at a time. Quick
# check with 1, 2 and 3; bench/ab.lua per mode, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
P="1x4096,1x3072,1x5000,4x2048,1x16384"
for m in 1 2 3; do
  PA_STEPS=$m timeout 200 build/pabench check --quick > $OUT/check_s$m.txt 2>&1; echo "check s$m rc $? $(grep -E 'kernel runs over' $OUT/check_s$m.txt)"
done
for pass in 1 2; do
  for m in 0 1 2 3; do
    PA_STEPS=$m timeout 120 build/pabench bench/ab.lua s$m "$P" >> $OUT/ab6.txt 2>&1
  done
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab6.txt | sort
