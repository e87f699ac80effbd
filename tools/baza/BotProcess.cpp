#include "BotProcess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

namespace baza::cli {

namespace {

Error failure(std::string message) { return makeError(ErrorCode::IllegalAction, std::move(message)); }

int msUntil(BotProcess::Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - BotProcess::Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1000));  // wake up at least every second
}

// The child's end of a pipe onto fd `to`, without close-on-exec.
void moveTo(int fd, int to) {
  if (fd == to)
    fcntl(fd, F_SETFD, 0);
  else
    dup2(fd, to);
}

}  // namespace

Result<std::unique_ptr<BotProcess>> BotProcess::start(const std::vector<std::string>& argv) {
  if (argv.empty()) return failure("no command to run");
  // A write to a bot that has exited must fail with EPIPE, not kill baza.
  static std::once_flag ignorePipe;
  std::call_once(ignorePipe, [] { signal(SIGPIPE, SIG_IGN); });

  int toChild[2], fromChild[2], execFailed[2];
  if (pipe2(toChild, O_CLOEXEC) != 0) return failure(std::string("pipe: ") + std::strerror(errno));
  if (pipe2(fromChild, O_CLOEXEC) != 0) {
    close(toChild[0]), close(toChild[1]);
    return failure(std::string("pipe: ") + std::strerror(errno));
  }
  if (pipe2(execFailed, O_CLOEXEC) != 0) {
    for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) close(fd);
    return failure(std::string("pipe: ") + std::strerror(errno));
  }
  std::vector<char*> args;  // built before fork: the child only calls async-signal-safe functions
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);

  const pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);  // its own group: killing it also kills what it started
    moveTo(toChild[0], 0);
    moveTo(fromChild[1], 1);
    execvp(args[0], args.data());
    const int err = errno;
    (void)!write(execFailed[1], &err, sizeof err);
    _exit(127);
  }
  for (int fd : {toChild[0], fromChild[1], execFailed[1]}) close(fd);
  if (pid < 0) {
    for (int fd : {toChild[1], fromChild[0], execFailed[0]}) close(fd);
    return failure(std::string("fork: ") + std::strerror(errno));
  }
  std::unique_ptr<BotProcess> p(new BotProcess);
  p->pid_ = pid;
  p->in_ = toChild[1];
  p->out_ = fromChild[0];
  // The exec-failure pipe closes on a successful exec (close-on-exec) or carries errno.
  int err = 0;
  ssize_t n;
  while ((n = read(execFailed[0], &err, sizeof err)) < 0 && errno == EINTR) {
  }
  close(execFailed[0]);
  if (n == static_cast<ssize_t>(sizeof err))
    return failure("cannot run '" + argv[0] + "': " + std::strerror(err));  // the destructor reaps it
  fcntl(p->in_, F_SETFL, fcntl(p->in_, F_GETFL) | O_NONBLOCK);
  fcntl(p->out_, F_SETFL, fcntl(p->out_, F_GETFL) | O_NONBLOCK);
  return p;
}

BotProcess::~BotProcess() {
  if (in_ >= 0) close(in_);
  if (!waitExit(kExitGraceMs)) {
    kill(-pid_, SIGKILL);
    kill(pid_, SIGKILL);
    waitExit(-1);
  }
  if (out_ >= 0) close(out_);
}

bool BotProcess::waitExit(int ms) {
  if (reaped_ || pid_ < 0) return true;
  const auto until = Clock::now() + std::chrono::milliseconds(ms);
  for (;;) {
    const pid_t r = waitpid(pid_, &status_, ms < 0 ? 0 : WNOHANG);
    if (r == pid_) return reaped_ = true;
    if (r < 0 && errno != EINTR) return reaped_ = true;  // not our child any more: nothing to wait for
    if (ms >= 0 && Clock::now() >= until) return false;
    if (ms >= 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

std::string BotProcess::gone() {
  if (!waitExit(kGoneWaitMs)) return "closed its output";
  if (WIFEXITED(status_)) return "exited with status " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) return "was killed by signal " + std::to_string(WTERMSIG(status_));
  return "is gone";
}

Status BotProcess::send(std::string_view line, Clock::time_point deadline) {
  std::string data(line);
  data += '\n';
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = write(in_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      if (Clock::now() >= deadline) return failure("does not read its input (a message waited past the time limit)");
      pollfd p{in_, POLLOUT, 0};
      poll(&p, 1, msUntil(deadline));
      continue;
    }
    return failure(gone());  // EPIPE: it closed its input or exited
  }
  return Ok{};
}

BotProcess::Read BotProcess::readLine(std::string& line, Clock::time_point deadline) {
  for (;;) {
    const size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      if (discarding_) {  // the end of a line already refused as too long
        buffer_.erase(0, nl + 1);
        discarding_ = false;
        continue;
      }
      line.assign(buffer_, 0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return Read::Line;
    }
    if (discarding_) {
      buffer_.clear();
      if (Clock::now() >= deadline) return Read::Late;  // an endless line must not keep us here
    }
    if (buffer_.size() > kMaxLine) {
      buffer_.clear();
      discarding_ = true;
      return Read::TooLong;
    }
    char chunk[4096];
    const ssize_t n = read(out_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
      continue;
    }
    if (n == 0) return Read::Closed;
    if (errno == EINTR) continue;
    if (errno != EAGAIN) return Read::Closed;
    if (Clock::now() >= deadline) return Read::Late;
    pollfd p{out_, POLLIN, 0};
    poll(&p, 1, msUntil(deadline));
  }
}

}  // namespace baza::cli
