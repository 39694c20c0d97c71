#include "app/gui/actions/event_dialogs.hpp"

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::vector<std::string> heldNames(const std::vector<core::RandomEventView>& held) {
    std::vector<std::string> names;
    for (const auto& event : held) {
        names.push_back(event.side + ": " + event.record.title + " (rolled " +
                        event.record.date.longForm() + ", " + event.expiry + ")");
    }
    return names;
}

}  // namespace

EventRollDialog::EventRollDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Roll random event",
                 utf8("6: the " + campaign.activeSide +
                      " roll d100 on their events column: two d10, the first the tens.")),
      rolled_(form().add("Dice", new wxRadioButton(this, wxID_ANY, "Tachanka rolls them",
                                                   wxDefaultPosition, wxDefaultSize, wxRB_GROUP))),
      tens_(nullptr),
      ones_(nullptr) {
    auto* typed = form().add("", new wxRadioButton(this, wxID_ANY, "as rolled at the table:"));
    tens_ = form().spin("Tens d10", 0, 9, 0);
    ones_ = form().spin("Ones d10", 0, 9, 0);
    tens_->Enable(false);
    ones_->Enable(false);
    rolled_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        tens_->Enable(false);
        ones_->Enable(false);
    });
    typed->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        tens_->Enable(true);
        ones_->Enable(true);
    });
    finish("Roll");
}

EventRollChoice EventRollDialog::choice() const {
    if (rolled_->GetValue()) return {};
    return {std::vector<int>{tens_->GetValue(), ones_->GetValue()}};
}

EventPlayDialog::EventPlayDialog(wxWindow* parent, const std::vector<core::RandomEventView>& held)
    : FormDialog(parent, "Play held event",
                 "6.2: a Controlled event is played by its holder, at the latest by the end of "
                 "the opponent's next turn."),
      event_(form().choice("Event", heldNames(held), 0)),
      reason_(form().text("What it did", "for the ledger")) {
    for (const auto& event : held) ids_.push_back(event.record.id);
    finish("Play");
}

EventPlayChoice EventPlayDialog::choice() const {
    const int index = event_->GetSelection();
    return {index < 0 ? 0 : ids_.at(static_cast<std::size_t>(index)), enteredText(*reason_)};
}

}  // namespace tachanka::gui
