"""C++ round 15, from marl's and Luau's shapes: the classes enclosing an out-of-line method's class
(``Linker._outside_name``), an array of pointers and a condition's declaration typed, locals of one
name in blocks of their own (``TypeHint.end``), and overloads told apart by casts, ``this``,
enumerators and the conversions of numbers (``link_decls._best_converted``)."""

from __future__ import annotations

from .lang_support import link, resolved

SCHEDULER_H = """\
#include <array>
namespace marl {
class Scheduler {
 public:
  class Config { public: Config& setWorkerThreadCount(int n); static Config allCores(); };
  void enqueue(int task);
  class Worker;
  class Fiber { public: static Fiber* current(); Worker* worker; };
  class Worker {
   public:
    static Worker* getCurrent();
    Fiber* getCurrentFiber();
    bool tryLock();
    void enqueue(int task);
  };
  std::array<Worker*, 4> workerThreads;
  Worker* spare[2];
};
}
"""
SCHEDULER_CPP = """\
#include "scheduler.h"
namespace marl {
Scheduler::Config Scheduler::Config::allCores() {
  return Config().setWorkerThreadCount(2);
}
Scheduler::Fiber* Scheduler::Fiber::current() {
  auto worker = Worker::getCurrent();
  return worker != nullptr ? worker->getCurrentFiber() : nullptr;
}
void Scheduler::enqueue(int task) {
  if (task > 0) {
    while (true) {
      auto worker = workerThreads[task];
      if (worker->tryLock()) {
        return;
      }
    }
  } else {
    if (auto worker = Worker::getCurrent()) {
      worker->enqueue(task);
    }
  }
  spare[0]->tryLock();
}
}
"""


def test_an_out_of_line_method_sees_its_class_s_enclosing_classes_and_its_own_name() -> None:
    calls = resolved(link({"scheduler.h": SCHEDULER_H, "scheduler.cpp": SCHEDULER_CPP}), "scheduler.cpp")
    assert calls[(4, "Config")] == "scheduler.h::marl.Scheduler.Config#"        # the class's own name
    assert calls[(4, "setWorkerThreadCount")] == "scheduler.h::marl.Scheduler.Config.setWorkerThreadCount()"
    assert calls[(7, "getCurrent")] == "scheduler.h::marl.Scheduler.Worker.getCurrent()"   # a sibling class
    assert calls[(8, "getCurrentFiber")] == "scheduler.h::marl.Scheduler.Worker.getCurrentFiber()"


def test_locals_of_one_name_in_their_own_blocks_keep_their_own_types() -> None:
    """``auto worker`` is an element of ``std::array<Worker*, 4>`` in the loop and the result of
    ``Worker::getCurrent()`` in the ``else``'s condition: each site takes the one around it."""
    calls = resolved(link({"scheduler.h": SCHEDULER_H, "scheduler.cpp": SCHEDULER_CPP}), "scheduler.cpp")
    assert calls[(14, "tryLock")] == "scheduler.h::marl.Scheduler.Worker.tryLock()"
    assert calls[(20, "enqueue")] == "scheduler.h::marl.Scheduler.Worker.enqueue()"
    assert calls[(23, "tryLock")] == "scheduler.h::marl.Scheduler.Worker.tryLock()"   # ``Worker* spare[2]``


SHADOWED = """\
struct A { void a(); };
struct B { void b(); };
A* makeA();
B* makeB();
void f(bool c) {
  auto p = makeA();
  {
    auto p = makeB();
    p->b();
  }
  p->a();
}
"""


def test_an_inner_block_s_local_shadows_the_outer_one_only_inside_it() -> None:
    calls = resolved(link({"shadow.cpp": SHADOWED}), "shadow.cpp")
    assert calls[(9, "b")] == "shadow.cpp::B.b()"
    assert calls[(11, "a")] == "shadow.cpp::A.a()"


VISITOR_H = """\
namespace Luau {
class AstVisitor;
class AstNode { public: virtual void visit(AstVisitor* visitor) = 0; };
class AstExpr : public AstNode {};
class AstAttr : public AstNode { public: void visit(AstVisitor* visitor) override; };
class AstVisitor {
 public:
  virtual bool visit(class AstNode*) { return true; }
  virtual bool visit(class AstExpr* node) { return visit(static_cast<AstNode*>(node)); }
  virtual bool visit(class AstAttr* node) { return visit((AstExpr*)node); }
};
struct Position { Position(unsigned line, unsigned column); };
struct Location {
  Location();
  Location(const Position& begin, const Position& end);
  Location(const Position& begin, unsigned int length);
  Location(const Location& begin, const Location& end);
};
struct Lexeme {
  enum Type { Eof, Broken };
  Lexeme(const Location& location, Type type);
  Lexeme(const Location& location, char character);
};
}
"""
VISITOR_CPP = """\
#include "visitor.h"
namespace Luau {
void AstAttr::visit(AstVisitor* visitor) {
  visitor->visit(this);
}
Lexeme broken(Position start) {
  return Lexeme(Location(start, 0), Lexeme::Broken);
}
}
"""


def test_overloads_told_apart_by_casts_this_enumerators_and_promotions() -> None:
    """Luau's ``AstVisitor::visit`` overloads (one per node class, written ``class AstExpr*``) called
    with a cast or with ``this``; ``Location(start, 0)``: an ``int`` converts to ``unsigned``, and a
    ``Position`` only by a constructor to a ``Location``; ``Lexeme::Broken`` is a ``Lexeme::Type``."""
    linker = link({"visitor.h": VISITOR_H, "visitor.cpp": VISITOR_CPP})
    header = resolved(linker, "visitor.h")
    assert header[(9, "visit")] == "visitor.h::Luau.AstVisitor.visit()"        # static_cast<AstNode*>
    assert header[(10, "visit")] == "visitor.h::Luau.AstVisitor.visit()~2"     # (AstExpr*)
    calls = resolved(linker, "visitor.cpp")
    assert calls[(4, "visit")] == "visitor.h::Luau.AstVisitor.visit()~3"       # this: an AstAttr*
    assert calls[(7, "Location")] == "visitor.h::Luau.Location.Location()~3"
    assert calls[(7, "Lexeme")] == "visitor.h::Luau.Lexeme.Lexeme()"


CONVERSIONS = """\
void put(int v);
void put(double v);
void put(const char* v);
void take(long v);
void take(double v);
void use(short s, float f, unsigned u) {
  put(s);
  put(f);
  take(u);
}
"""


def test_a_promotion_beats_a_conversion_and_two_conversions_stay_ambiguous() -> None:
    calls = resolved(link({"conv.cpp": CONVERSIONS}), "conv.cpp")
    assert calls[(7, "put")] == "conv.cpp::put()"       # short -> int: a promotion
    assert calls[(8, "put")] == "conv.cpp::put()~2"     # float -> double: a promotion
    assert calls[(9, "take")] is None                   # unsigned -> long or double: both conversions


LAMBDA = """\
#define REQUIRES(...) __attribute__((requires_capability(__VA_ARGS__)))
struct Work {
  template <typename F> inline void wait(F&&) REQUIRES(mutex);
  int mutex;
  int num;
};
struct Worker {
  Work work;
  void run() {
    work.wait([this]() REQUIRES(work.mutex) {
      return work.num > 0;
    });
  }
};
"""


def test_an_annotation_macro_between_a_lambda_s_parameters_and_its_body() -> None:
    calls = resolved(link({"work.h": LAMBDA}), "work.h")
    assert calls[(10, "wait")] == "work.h::Work.wait()"
