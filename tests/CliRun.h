// Runs the built baza tool as a process for the CLI tests: arguments quoted for
// the shell, standard input from a string, standard output and error captured.
#pragma once
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace baza::test {

struct RunResult {
  int status = -1;
  std::string out, err;
};

inline std::string quote(const std::string& s) {
  std::string out = "'";
  for (char ch : s) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

// Runs baza with the arguments (each quoted), stdin from `input`; killed after
// `timeoutSeconds` if given (then status 124, coreutils timeout).
inline RunResult runBaza(const std::vector<std::string>& args, const std::string& input = "", int timeoutSeconds = 0) {
  // Unique per process and call: ctest may run tests in parallel.
  static int calls = 0;
  const std::string base = testing::TempDir() + "baza_cli_" + std::to_string(getpid()) + "_" + std::to_string(++calls);
  const std::string in = base + ".in", errFile = base + ".err";
  std::ofstream(in) << input;
  std::string cmd = (timeoutSeconds > 0 ? "timeout " + std::to_string(timeoutSeconds) + " " : "") + quote(BAZA_CLI_PATH);
  for (const auto& a : args) cmd += " " + quote(a);
  cmd += " <" + quote(in) + " 2>" + quote(errFile);
  RunResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::ifstream e(errFile);
  std::stringstream ss;
  ss << e.rdbuf();
  r.err = ss.str();
  std::remove(in.c_str());
  std::remove(errFile.c_str());
  return r;
}

}  // namespace baza::test
