# Round 4 (one command): every bundled scenario at its defaults on the session's build.
OUT=$OUT bash bench/gpu_round.sh scenarios
