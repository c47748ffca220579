# waitkit: a jtreg regression kit for Java's wait methods.
#
#   make test [TEST=<selector>...] [JDK=<jdk>] [JTREG="JOBS=n;..."]   run tests
#   make check                                                     the kit's own checks
#   make help                                                      more
#
# The real work is in make/.

include make/Main.gmk
