#include "app/gui/actions/command_dialog.hpp"

#include <algorithm>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::string groupText(const std::vector<std::string>& codes) {
    std::string text;
    for (const auto& code : codes) text += (text.empty() ? "" : ", ") + code;
    return text;
}

std::vector<std::string> groupTexts(const core::MainBodyTie& tie) {
    std::vector<std::string> texts;
    for (const auto& group : tie.groups) texts.push_back(groupText(group));
    return texts;
}

int standingGroup(const core::MainBodyTie& tie) {
    for (std::size_t i = 0; i < tie.groups.size(); ++i) {
        const auto& group = tie.groups[i];
        if (std::find(group.begin(), group.end(), tie.standing) != group.end()) {
            return static_cast<int>(i);
        }
    }
    return 0;
}

}  // namespace

MainBodyDialog::MainBodyDialog(wxWindow* parent, const core::MainBodyTie& tie)
    : FormDialog(parent, "Main body",
                 utf8("5.2 b: " + tie.formation + "'s largest groups tie for its main body. The " +
                      tie.side + " choose which; it keeps that status until a larger group can "
                      "be defined, and the units outside it are out of command.")),
      group_(form().choice("Main body", groupTexts(tie), standingGroup(tie))) {
    group_->SetName("main-body");
    for (const auto& group : tie.groups) firstUnits_.push_back(group.empty() ? "" : group.front());
    finish("Choose");
}

std::string MainBodyDialog::unit() const {
    const int index = group_->GetSelection();
    return firstUnits_.at(static_cast<std::size_t>(std::max(index, 0)));
}

}  // namespace tachanka::gui
