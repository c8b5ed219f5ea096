module smriti-git/bench/yardstick_go

go 1.19
