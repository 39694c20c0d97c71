#pragma once
// The console's circumstances, page by page: which page of inputs each action reads, and the
// yes-or-no circumstances with their labels, tips and the actions that read them.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace tachanka::gui {

// The book's pages: what the chosen action reads, one page at a time so the console keeps
// its height whatever the action.
enum CircumstancePage {
    NoPage,
    ShotPage,
    HandToHandPage,
    PursuitPage,
    InitiativePage,
    FieldPage,
    HandoverPage,
    MoralePage
};

// A yes-or-no circumstance: its name (the request's option), its label, what it does, the
// page it stands on and the actions that read it.
struct FlagText {
    const char* name;
    const char* label;
    const char* tip;
    CircumstancePage page;
    std::string_view actions;  // " charge combat "
};

extern const std::array<FlagText, 34> flagTexts;

// Whether `action` is one of the " charge combat " an input reads.
bool reads(std::string_view actions, const std::optional<std::string>& action);

CircumstancePage pageFor(const std::optional<std::string>& action);

}  // namespace tachanka::gui
